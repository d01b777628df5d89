import {
  SPECIFICATION_PAGE_SIZE,
  specificationListQuerySchema,
  type Specification,
} from '@depot/shared/specifications/specifications.schema';
import { ListPageHeader } from '../../../components/list-page-header';
import { ResourceTable } from '../../../components/resource-table';
import { useDeleteWithToast } from '../../../components/use-delete-with-toast';
import { vi } from '../../../i18n/vi';
import { useListState, type ListStateOptions } from '../../../lib/use-list-state';
import { useDeleteSpecification } from '../api/delete-specification';
import { useSpecifications } from '../api/get-specifications';
import { specificationColumns } from './specification-columns';

// The schema lets pickers ask up to 1000 rows; the list keeps its fixed page size.
const OPTIONS: ListStateOptions<typeof specificationListQuerySchema> = {
  pageSizes: [SPECIFICATION_PAGE_SIZE],
};

/** /specifications: 15 a page, name filter and page in the URL, delete with confirmation. */
export function SpecificationsListPage() {
  const { query, setPage, setFilter } = useListState(specificationListQuerySchema, OPTIONS);
  const listQuery = useSpecifications(query);
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
          nameFilter: query.name ?? '',
          onNameFilter: (value) => setFilter('name', value),
          onDelete,
        })}
        emptyText={vi.specifications.empty}
        pagination={{
          current: query.paged,
          pageSize: SPECIFICATION_PAGE_SIZE,
          hideOnSinglePage: true,
          showTotal: vi.specifications.total,
          onChange: (page) => setPage(page),
        }}
      />
      {dialog}
    </>
  );
}
