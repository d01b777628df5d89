import { DatePicker } from 'antd';
import { toIsoDate } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import { dayjs } from '../../../lib/dayjs';

const t = vi.statistics;
const SHOWN = 'DD-MM-YYYY';

type Range = { date_from: string; date_to: string };

/** Từ ngày and Đến ngày; neither can cross the other (the pickers disable those days). */
export function DateRangePickers<T extends Range>({
  value,
  onChange,
}: {
  value: T;
  onChange: (next: T) => void;
}) {
  const from = dayjs(value.date_from);
  const to = dayjs(value.date_to);
  return (
    <>
      <DatePicker
        aria-label={t.dateFrom}
        placeholder={t.dateFrom}
        format={SHOWN}
        allowClear={false}
        value={from}
        disabledDate={(day) => day.isAfter(to, 'day')}
        onChange={(day) => day && onChange({ ...value, date_from: toIsoDate(day.toDate()) })}
      />
      <DatePicker
        aria-label={t.dateTo}
        placeholder={t.dateTo}
        format={SHOWN}
        allowClear={false}
        value={to}
        disabledDate={(day) => day.isBefore(from, 'day')}
        onChange={(day) => day && onChange({ ...value, date_to: toIsoDate(day.toDate()) })}
      />
    </>
  );
}
