import { CAR_PAGE_SIZE, type Car } from '@depot/shared/cars/cars.schema';
import { ListPageHeader } from '../../../components/list-page-header';
import { ResourceTable } from '../../../components/resource-table';
import { useDeleteWithToast } from '../../../components/use-delete-with-toast';
import { vi } from '../../../i18n/vi';
import { useListSearchParams } from '../../../lib/use-list-search-params';
import { useDeleteCar } from '../api/delete-car';
import { useCars } from '../api/get-cars';
import { carColumns } from './car-columns';

const FILTER_KEYS = ['number_car'] as const;

/** /cars: 15 a page, plate filter and page in the URL, delete with confirmation. */
export function CarsListPage() {
  const { paged, filters, setPage, setFilter } = useListSearchParams(FILTER_KEYS);
  const listQuery = useCars({
    paged,
    limit: CAR_PAGE_SIZE,
    number_car: filters.number_car || undefined,
  });
  const { onDelete, dialog } = useDeleteWithToast<Car>({
    mutation: useDeleteCar(),
    question: (car) => vi.cars.deleteQuestion(car.number_car),
    backToFirstPage: () => setPage(1),
  });

  return (
    <>
      <ListPageHeader title={vi.pages.cars} createPath="/cars/create" list={listQuery} />
      <ResourceTable<Car>
        query={listQuery}
        columns={carColumns({
          plateFilter: filters.number_car,
          onPlateFilter: (value) => setFilter('number_car', value),
          onDelete,
        })}
        emptyText={vi.cars.empty}
        pagination={{
          current: paged,
          pageSize: CAR_PAGE_SIZE,
          hideOnSinglePage: true,
          showTotal: vi.cars.total,
          onChange: setPage,
        }}
      />
      {dialog}
    </>
  );
}
