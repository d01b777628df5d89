import type { TableColumnsType } from 'antd';
import type { Car } from '@depot/shared/cars/cars.schema';
import { formatTons, formatWeight } from '@depot/shared/text/format';
import { RowActions } from '../../../components/row-actions';
import { tableTextFilter } from '../../../components/table-text-filter';
import { vi } from '../../../i18n/vi';

type CarColumnsOptions = {
  plateFilter: string;
  onPlateFilter: (value: string) => void;
  onDelete: (car: Car) => void;
};

export function carColumns({
  plateFilter,
  onPlateFilter,
  onDelete,
}: CarColumnsOptions): TableColumnsType<Car> {
  return [
    {
      title: vi.cars.numberCar,
      dataIndex: 'number_car',
      key: 'number_car',
      ...tableTextFilter<Car>({
        label: vi.cars.numberCar,
        value: plateFilter,
        placeholder: vi.cars.filterPlaceholder,
        onChange: onPlateFilter,
      }),
    },
    { title: vi.cars.driver, dataIndex: 'driver_name', key: 'driver_name' },
    {
      title: vi.cars.weightKg,
      dataIndex: 'total_weight',
      key: 'total_weight_kg',
      align: 'right',
      render: (kg: number) => formatWeight(kg),
    },
    {
      // docs/domain.md: capacity is stored in kg and shown in tons, one decimal.
      title: vi.cars.weightTons,
      dataIndex: 'total_weight',
      key: 'total_weight_tons',
      align: 'right',
      render: (kg: number) => formatTons(kg),
    },
    {
      title: vi.cars.actions,
      key: 'actions',
      width: 160,
      render: (_value, car) => (
        <RowActions editPath={`/cars/update/${car.id}`} onDelete={() => onDelete(car)} />
      ),
    },
  ];
}
