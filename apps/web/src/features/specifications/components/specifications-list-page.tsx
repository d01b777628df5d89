import {
  SPECIFICATION_PAGE_SIZE,
  type Specification,
} from '@depot/shared/specifications/specifications.schema';
import { ListPageHeader } from '../../../components/list-page-header';
import { ResourceTable } from '../../../components/resource-table';
import { useDeleteWithToast } from '../../../components/use-delete-with-toast';
import { vi } from '../../../i18n/vi';
import { useListSearchParams } from '../../../lib/use-list-search-params';
import { useDeleteSpecification } from '../api/delete-specification';
import { useSpecifications } from '../api/get-specifications';
import { specificationColumns } from './specification-columns';

const FILTER_KEYS = ['name'] as const;

/** /specifications: 15 a page, name filter and page in the URL, delete with confirmation. */
export function SpecificationsListPage() {
  const { paged, filters, setPage, setFilter } = useListSearchParams(FILTER_KEYS);
  const listQuery = useSpecifications({
    paged,
    limit: SPECIFICATION_PAGE_SIZE,
    name: filters.name || undefined,
  });
  const { onDelete, dialog } = useDeleteWithToast<Specification>({
    mutation: useDeleteSpecification(),
    question: (specification) => vi.specifications.deleteQuestion(specification.name),
    backToFirstPage: () => setPage(1),
  });

  return (
    <>
      <ListPageHeader
        title={vi.pages.specifications}
        createPath="/specifications/create"
        list={listQuery}
      />
      <ResourceTable<Specification>
        query={listQuery}
        columns={specificationColumns({
          nameFilter: filters.name,
          onNameFilter: (value) => setFilter('name', value),
          onDelete,
        })}
        emptyText={vi.specifications.empty}
        pagination={{
          current: paged,
          pageSize: SPECIFICATION_PAGE_SIZE,
          hideOnSinglePage: true,
          showTotal: vi.specifications.total,
          onChange: setPage,
        }}
      />
      {dialog}
    </>
  );
}
