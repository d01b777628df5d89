import { CAR_PAGE_SIZE, carListQuerySchema, type Car } from '@depot/shared/cars/cars.schema';
import { ListPageHeader } from '../../../components/list-page-header';
import { ResourceTable } from '../../../components/resource-table';
import { useDeleteWithToast } from '../../../components/use-delete-with-toast';
import { vi } from '../../../i18n/vi';
import { useListState, type ListStateOptions } from '../../../lib/use-list-state';
import { useDeleteCar } from '../api/delete-car';
import { useCars } from '../api/get-cars';
import { carColumns } from './car-columns';

// The schema lets pickers ask up to 1000 cars; the list keeps its fixed page size.
const OPTIONS: ListStateOptions<typeof carListQuerySchema> = { pageSizes: [CAR_PAGE_SIZE] };

/** /cars: 15 a page, plate filter and page in the URL, delete with confirmation. */
export function CarsListPage() {
  const { query, setPage, setFilter } = useListState(carListQuerySchema, OPTIONS);
  const listQuery = useCars(query);
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
          plateFilter: query.number_car ?? '',
          onPlateFilter: (value) => setFilter('number_car', value),
          onDelete,
        })}
        emptyText={vi.cars.empty}
        pagination={{
          current: query.paged,
          pageSize: CAR_PAGE_SIZE,
          hideOnSinglePage: true,
          showTotal: vi.cars.total,
          onChange: (page) => setPage(page),
        }}
      />
      {dialog}
    </>
  );
}
