import { useMemo } from 'react';
import { Select, Typography } from 'antd';
import { locationLabel } from '@depot/shared/locations/locations.rules';
import { foldVietnamese } from '@depot/shared/text/fold';
import { matchesFolded } from '@depot/shared/text/match';
import { vi } from '../../../i18n/vi';
import { useBranches } from '../../../lib/branch-queries';
import { useBranchProvinces } from './use-branch-provinces';

type ProvinceOption = {
  value: number;
  label: string;
  folded: string;
  disabled: boolean;
  /** The code of the other branch that serves it already. */
  servedBy?: string;
};

type ProvincesSelectProps = {
  /** The branch being edited (its own provinces stay free to keep); absent on a create. */
  branchId?: number;
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Injected by Form.Item so the label points at the input. */
  id?: string;
  status?: 'error' | 'warning' | '';
};

/**
 * The provinces a branch serves, several at once, searched without accents (`can tho` finds
 * Cần Thơ). A province served by another branch is offered greyed with that branch's code: the
 * server refuses it (one branch a province at most), so it is better not picked at all.
 */
export function ProvincesSelect({ branchId, value, onChange, ...rest }: ProvincesSelectProps) {
  const { provinces, isLoading } = useBranchProvinces();
  const { branches } = useBranches();

  const options = useMemo<ProvinceOption[]>(() => {
    const servedBy = new Map<number, string>();
    for (const branch of branches) {
      if (branch.id === branchId) continue;
      for (const provinceId of branch.province_ids) servedBy.set(provinceId, branch.code);
    }
    return provinces.map((province) => {
      const label = locationLabel(province);
      const code = servedBy.get(province.id);
      return {
        value: province.id,
        label,
        folded: foldVietnamese(label),
        disabled: code !== undefined,
        servedBy: code,
      };
    });
  }, [provinces, branches, branchId]);

  return (
    <Select<number[], ProvinceOption>
      {...rest}
      mode="multiple"
      value={value ?? []}
      onChange={(ids) => onChange?.(ids)}
      options={options}
      loading={isLoading}
      allowClear
      placeholder={vi.branches.provincesPlaceholder}
      showSearch={{
        filterOption: (input, option) => (option ? matchesFolded(option.folded, input) : false),
      }}
      optionRender={(option) =>
        option.data.servedBy ? (
          <span>
            {option.data.label}{' '}
            <Typography.Text type="secondary">
              ({vi.branches.servedBy(option.data.servedBy)})
            </Typography.Text>
          </span>
        ) : (
          option.data.label
        )
      }
    />
  );
}
