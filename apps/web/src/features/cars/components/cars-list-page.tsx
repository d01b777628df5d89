import { useNavigate } from 'react-router';
import { Alert, Button, Card, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { CAR_PAGE_SIZE, type Car } from '@depot/shared/cars/cars.schema';
import { PageHeader } from '../../../components/page-header';
import { RefreshButton } from '../../../components/refresh-button';
import { useToast } from '../../../components/toast';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useListSearchParams } from '../../../lib/use-list-search-params';
import { useDeleteCar } from '../api/delete-car';
import { useCars } from '../api/get-cars';
import { carColumns } from './car-columns';

const FILTER_KEYS = ['number_car'] as const;

/** /cars: 15 a page, plate filter and page in the URL, delete with confirmation. */
export function CarsListPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { confirm: confirmDelete, dialog: deleteDialog } = useConfirmDelete();
  const { paged, filters, setPage, setFilter } = useListSearchParams(FILTER_KEYS);
  const listQuery = useCars({
    paged,
    limit: CAR_PAGE_SIZE,
    number_car: filters.number_car || undefined,
  });
  const deleteCar = useDeleteCar();

  const onDelete = (car: Car) => {
    confirmDelete({
      content: vi.cars.deleteQuestion(car.number_car),
      onConfirm: () =>
        deleteCar.mutateAsync(car.id).then(
          (message) => {
            toast.success(message);
            // As every list (spec 1 §4): after a delete, back to page 1 and reload.
            setPage(1);
          },
          (error: unknown) => toast.error(errorMessage(error)),
        ),
    });
  };

  return (
    <>
      <PageHeader
        title={vi.pages.cars}
        extra={
          <Space wrap>
            <RefreshButton
              loading={listQuery.isFetching}
              onClick={() => void listQuery.refetch()}
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/cars/create')}>
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
        <Table<Car>
          rowKey="id"
          columns={carColumns({
            plateFilter: filters.number_car,
            onPlateFilter: (value) => setFilter('number_car', value),
            onDelete,
          })}
          dataSource={listQuery.data?.rows ?? []}
          loading={listQuery.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: vi.cars.empty }}
          pagination={{
            current: paged,
            pageSize: CAR_PAGE_SIZE,
            total: listQuery.data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            showTotal: (total) => vi.cars.total(total),
            onChange: setPage,
          }}
        />
      </Card>
      {deleteDialog}
    </>
  );
}
