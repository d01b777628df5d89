import { useNavigate } from 'react-router';
import { Alert, Button, Card, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  SPECIFICATION_PAGE_SIZE,
  type Specification,
} from '@depot/shared/specifications/specifications.schema';
import { PageHeader } from '../../../components/page-header';
import { RefreshButton } from '../../../components/refresh-button';
import { useToast } from '../../../components/toast';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useListSearchParams } from '../../../lib/use-list-search-params';
import { useDeleteSpecification } from '../api/delete-specification';
import { useSpecifications } from '../api/get-specifications';
import { specificationColumns } from './specification-columns';

const FILTER_KEYS = ['name'] as const;

/** /specifications: 15 a page, name filter and page in the URL, delete with confirmation. */
export function SpecificationsListPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { confirm: confirmDelete, dialog: deleteDialog } = useConfirmDelete();
  const { paged, filters, setPage, setFilter } = useListSearchParams(FILTER_KEYS);
  const listQuery = useSpecifications({
    paged,
    limit: SPECIFICATION_PAGE_SIZE,
    name: filters.name || undefined,
  });
  const deleteSpecification = useDeleteSpecification();

  const onDelete = (specification: Specification) => {
    confirmDelete({
      content: vi.specifications.deleteQuestion(specification.name),
      onConfirm: () =>
        deleteSpecification.mutateAsync(specification.id).then(
          (message) => {
            toast.success(message);
            // Spec 1 §4: after a delete the list returns to page 1 and reloads.
            setPage(1);
          },
          (error: unknown) => toast.error(errorMessage(error)),
        ),
    });
  };

  return (
    <>
      <PageHeader
        title={vi.pages.specifications}
        extra={
          <Space wrap>
            <RefreshButton
              loading={listQuery.isFetching}
              onClick={() => void listQuery.refetch()}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate('/specifications/create')}
            >
              {vi.common.create}
            </Button>
          </Space>
        }
      />
      <Card>
        {listQuery.isError && (
          <Alert
            type="error"
            showIcon
            title={errorMessage(listQuery.error)}
            style={{ marginBottom: 16 }}
          />
        )}
        <Table<Specification>
          rowKey="id"
          columns={specificationColumns({
            nameFilter: filters.name,
            onNameFilter: (value) => setFilter('name', value),
            onDelete,
          })}
          dataSource={listQuery.data?.rows ?? []}
          loading={listQuery.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: vi.specifications.empty }}
          pagination={{
            current: paged,
            pageSize: SPECIFICATION_PAGE_SIZE,
            total: listQuery.data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            showTotal: (total) => vi.specifications.total(total),
            onChange: setPage,
          }}
        />
      </Card>
      {deleteDialog}
    </>
  );
}
