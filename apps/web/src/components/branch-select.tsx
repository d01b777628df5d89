import { Select } from 'antd';
import { useBranches } from '../lib/branch-queries';
import { vi } from '../i18n/vi';

type BranchSelectProps = {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The label of "no branch" (every branch), when it may be chosen. */
  noneLabel?: string;
  id?: string;
  'aria-label'?: string;
};

/** A branch of the depot (`SG · Chi nhánh Sài Gòn`), or every branch when `noneLabel` is given. */
export function BranchSelect({ value, onChange, noneLabel, ...rest }: BranchSelectProps) {
  const { branches, isLoading } = useBranches();
  const options = [
    ...(noneLabel ? [{ value: 0, label: noneLabel }] : []),
    ...branches.map((b) => ({ value: b.id, label: `${b.code} · ${b.name}` })),
  ];
  return (
    <Select
      {...rest}
      loading={isLoading}
      options={options}
      value={value ?? (noneLabel ? 0 : undefined)}
      onChange={(chosen: number) => onChange?.(chosen === 0 ? null : chosen)}
      placeholder={vi.branches.branch}
    />
  );
}
