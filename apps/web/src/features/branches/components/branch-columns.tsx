import type { TableColumnsType } from 'antd';
import type { Branch } from '@depot/shared/branches/branches.schema';
import { RowActions } from '../../../components/row-actions';
import { vi } from '../../../i18n/vi';

type BranchColumnsOptions = {
  /** Province names by id (2025 list); empty until the list has loaded. */
  provinceNames: ReadonlyMap<number, string>;
};

/** The provinces a branch serves, by name, in the list's order of ids. */
function provincesText(ids: number[], names: ReadonlyMap<number, string>): string {
  if (ids.length > 0 && names.size === 0) return vi.common.loading;
  return ids.map((id) => names.get(id) ?? `#${id}`).join(', ');
}

/** No delete: goods, trips and people point at their branch for good. */
export function branchColumns({ provinceNames }: BranchColumnsOptions): TableColumnsType<Branch> {
  return [
    { title: vi.branches.code, dataIndex: 'code', key: 'code', width: 80 },
    { title: vi.branches.name, dataIndex: 'name', key: 'name' },
    { title: vi.branches.address, dataIndex: 'address', key: 'address' },
    { title: vi.branches.phone, dataIndex: 'phone', key: 'phone' },
    {
      title: vi.branches.provinces,
      dataIndex: 'province_ids',
      key: 'province_ids',
      // A branch may serve many provinces: the names wrap instead of widening the table.
      render: (ids: number[]) => (
        <span style={{ display: 'inline-block', maxWidth: 360, whiteSpace: 'normal' }}>
          {provincesText(ids, provinceNames)}
        </span>
      ),
    },
    {
      title: vi.branches.actions,
      key: 'actions',
      width: 100,
      render: (_value, branch) => <RowActions editPath={`/chi-nhanh/update/${branch.id}`} />,
    },
  ];
}
