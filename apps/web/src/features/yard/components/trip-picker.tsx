import type { Car } from '@depot/shared/cars/cars.schema';
import { toIsoDate } from '@depot/shared/text/format';
import { matchesFolded } from '@depot/shared/text/match';
import type { ScanAction } from '@depot/shared/transports/transports.schema';
import { Button, DatePicker, Flex } from 'antd';
import { sameCode } from '../../../components/search-select/same-code';
import { SearchSelect } from '../../../components/search-select/search-select';
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

/**
 * The vehicle (plate and driver), the departure date and load / unload, thumb-sized. Enter in
 * the vehicle's search waits for the fleet to arrive, and takes the plate typed in full first.
 */
export function TripPicker(props: TripPickerProps) {
  const t = vi.yard;
  const options = (props.cars ?? []).map((car) => ({
    value: car.id,
    label: `${car.number_car} · ${car.driver_name}`,
    plate: car.number_car,
  }));
  return (
    <Flex vertical gap={8}>
      <SearchSelect
        size="large"
        aria-label={t.car}
        placeholder={t.carPlaceholder}
        loading={props.loading}
        options={options}
        value={props.carId}
        onChange={props.onCar}
        filterOption={(input, option) => matchesFolded(option.label, input)}
        // Every vehicle comes in one reply, filtered here: once in, it answers any text.
        answers={() => props.cars !== undefined || !props.loading}
        isExact={(option, text) => sameCode(text, option.plate)}
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
      </Flex>
      {/* Two real buttons, not a segmented control: in the sun and with a glove the one not chosen
          must still look like something to tap. */}
      <Flex gap={8} role="group" aria-label={t.action}>
        {(['load', 'unload'] as const).map((value) => (
          <Button
            key={value}
            size="large"
            color="primary"
            variant={props.action === value ? 'solid' : 'outlined'}
            aria-pressed={props.action === value}
            onClick={() => props.onAction(value)}
            style={{ flex: 1, borderWidth: 2, fontWeight: 600 }}
          >
            {value === 'load' ? t.load : t.unload}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
