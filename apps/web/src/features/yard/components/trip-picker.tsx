import type { Car } from '@depot/shared/cars/cars.schema';
import { toIsoDate } from '@depot/shared/text/format';
import { matchesFolded } from '@depot/shared/text/match';
import { SCAN_ACTIONS, type ScanAction } from '@depot/shared/transports/transports.schema';
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

/** What each mode's button says. */
const ACTION_LABEL: Record<ScanAction, string> = {
  load: vi.yard.load,
  unload: vi.yard.unload,
  arrive: vi.yard.arrive,
};

/**
 * The vehicle (plate and driver), the departure date and the mode (load, unload, or receive a
 * departed vehicle at its branch), thumb-sized. Enter in
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
      {/* Real buttons, not a segmented control: in the sun and with a glove the ones not chosen
          must still look like something to tap. Two a row on a phone: the third, the longest
          label, takes a row of its own rather than squeezing all three. */}
      <Flex gap={8} wrap role="group" aria-label={t.action}>
        {SCAN_ACTIONS.map((value) => (
          <Button
            key={value}
            size="large"
            color="primary"
            variant={props.action === value ? 'solid' : 'outlined'}
            aria-pressed={props.action === value}
            onClick={() => props.onAction(value)}
            style={{ flex: '1 1 40%', borderWidth: 2, fontWeight: 600 }}
          >
            {ACTION_LABEL[value]}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
