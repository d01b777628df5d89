import { useMemo } from 'react';
import { DatePicker } from 'antd';
import { toIsoDate } from '@depot/shared/text/format';
import { vi } from '../i18n/vi';
import { dayjs } from '../lib/dayjs';

const t = vi.rangeFilter;
const SHOWN = 'DD-MM-YYYY';

type Range = { date_from: string; date_to: string };

type DateRangePickersProps<T extends Range> = {
  value: T;
  onChange: (next: T) => void;
  /**
   * What keeps the range in order: `disable` (the default) greys the days past the other end;
   * `follow` lets any day be picked and moves the other end along, so that picking another
   * single day is one pick (the cash book, read one day at a time).
   */
  order?: 'disable' | 'follow';
};

/** Từ ngày and Đến ngày, two pickers that can never make a backwards range. */
export function DateRangePickers<T extends Range>({
  value,
  onChange,
  order = 'disable',
}: DateRangePickersProps<T>) {
  // Kept from one render to the next, so a refresh never drops a day being typed.
  const from = useMemo(() => dayjs(value.date_from), [value.date_from]);
  const to = useMemo(() => dayjs(value.date_to), [value.date_to]);
  const follow = order === 'follow';
  const setFrom = (day: string) =>
    onChange({ ...value, date_from: day, ...(follow && day > value.date_to && { date_to: day }) });
  const setTo = (day: string) =>
    onChange({
      ...value,
      date_to: day,
      ...(follow && day < value.date_from && { date_from: day }),
    });
  return (
    <>
      <DatePicker
        aria-label={t.from}
        placeholder={t.from}
        format={SHOWN}
        allowClear={false}
        value={from}
        disabledDate={follow ? undefined : (day) => day.isAfter(to, 'day')}
        onChange={(day) => day && setFrom(toIsoDate(day.toDate()))}
      />
      <DatePicker
        aria-label={t.to}
        placeholder={t.to}
        format={SHOWN}
        allowClear={false}
        value={to}
        disabledDate={follow ? undefined : (day) => day.isBefore(from, 'day')}
        onChange={(day) => day && setTo(toIsoDate(day.toDate()))}
      />
    </>
  );
}
