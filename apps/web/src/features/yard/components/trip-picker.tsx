import type { Car } from '@depot/shared/cars/cars.schema';
import { toIsoDate } from '@depot/shared/text/format';
import type { ScanAction } from '@depot/shared/transports/transports.schema';
import { DatePicker, Flex, Segmented, Select } from 'antd';
import { vi } from '../../../i18n/vi';
import { dayjs } from '../../../lib/dayjs';

type TripPickerProps = {
  cars: Car[] | undefined;
  loading: boolean;
  carId: number | undefined;
  date: string;
  action: ScanAction;
  onCar: (id: number) => void;
  onDate: (date: string) => void;
  onAction: (action: ScanAction) => void;
};

/** The vehicle (plate and driver), the departure date and load / unload, thumb-sized. */
export function TripPicker(props: TripPickerProps) {
  const t = vi.yard;
  const options = (props.cars ?? []).map((car) => ({
    value: car.id,
    label: `${car.number_car} · ${car.driver_name}`,
  }));
  return (
    <Flex vertical gap={8}>
      <Select
        size="large"
        aria-label={t.car}
        placeholder={t.carPlaceholder}
        loading={props.loading}
        options={options}
        value={props.carId}
        onChange={props.onCar}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: '100%' }}
      />
      <Flex gap={8}>
        <DatePicker
          size="large"
          aria-label={t.date}
          format="DD-MM-YYYY"
          allowClear={false}
          inputReadOnly
          value={dayjs(props.date)}
          onChange={(day) => day && props.onDate(toIsoDate(day.toDate()))}
          style={{ flex: 1 }}
        />
        <Segmented
          size="large"
          aria-label={t.action}
          value={props.action}
          onChange={(value) => props.onAction(value as ScanAction)}
          options={[
            { value: 'load', label: t.load },
            { value: 'unload', label: t.unload },
          ]}
        />
      </Flex>
    </Flex>
  );
}
