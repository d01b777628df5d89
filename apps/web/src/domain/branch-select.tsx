import type { CSSProperties } from 'react';
import { Select } from 'antd';
import { useBranches } from '../lib/branch-queries';
import { vi } from '../i18n/vi';

type BranchSelectProps = {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The label of "no branch" (every branch), when it may be chosen. */
  noneLabel?: string;
  /**
   * Shows the chosen branch by its code alone (`CT`) and "no branch" by `short.noneLabel`, the
   * options in full in a wider popup: a phone's header has no room for a branch's name.
   */
  short?: { noneLabel: string };
  id?: string;
  style?: CSSProperties;
  'aria-label'?: string;
};

/** A branch of the depot (`SG · Chi nhánh Sài Gòn`), or every branch when `noneLabel` is given. */
export function BranchSelect({ value, onChange, noneLabel, short, ...rest }: BranchSelectProps) {
  const { branches, isLoading } = useBranches();
  const options = [
    ...(noneLabel ? [{ value: 0, label: noneLabel }] : []),
    ...branches.map((b) => ({ value: b.id, label: `${b.code} · ${b.name}` })),
  ];
  const codeOf = (id: unknown) =>
    id === 0 ? short?.noneLabel : branches.find((b) => b.id === id)?.code;
  return (
    <Select
      {...rest}
      loading={isLoading}
      options={options}
      value={value ?? (noneLabel ? 0 : undefined)}
      onChange={(chosen: number) => onChange?.(chosen === 0 ? null : chosen)}
      placeholder={vi.branches.branch}
      labelRender={short ? (item) => codeOf(item.value) ?? item.label : undefined}
      popupMatchSelectWidth={short ? false : undefined}
    />
  );
}
