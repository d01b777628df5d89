import type { TableColumnsType } from 'antd';
import type { Specification } from '@depot/shared/specifications/specifications.schema';
import { formatDate } from '@depot/shared/text/format';
import { RowActions } from '../../../components/row-actions';
import { tableTextFilter } from '../../../components/table-text-filter';
import { vi } from '../../../i18n/vi';

type SpecificationColumnsOptions = {
  nameFilter: string;
  onNameFilter: (value: string) => void;
  onDelete: (specification: Specification) => void;
};

export function specificationColumns({
  nameFilter,
  onNameFilter,
  onDelete,
}: SpecificationColumnsOptions): TableColumnsType<Specification> {
  return [
    {
      title: vi.specifications.name,
      dataIndex: 'name',
      key: 'name',
      ...tableTextFilter<Specification>({
        label: vi.specifications.name,
        value: nameFilter,
        placeholder: vi.specifications.filterPlaceholder,
        onChange: onNameFilter,
      }),
    },
    {
      title: vi.specifications.createdAt,
      dataIndex: 'created_at',
      key: 'created_at',
      width: 160,
      render: (value: string) => formatDate(value),
    },
    {
      title: vi.specifications.actions,
      key: 'actions',
      width: 160,
      render: (_value, specification) => (
        <RowActions
          editPath={`/specifications/update/${specification.id}`}
          onDelete={() => onDelete(specification)}
        />
      ),
    },
  ];
}
