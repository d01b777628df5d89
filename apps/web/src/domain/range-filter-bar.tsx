import { SearchOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { vi } from '../i18n/vi';
import { CustomerPicker } from './customer-picker/customer-picker';
import { DateRangePickers } from '../components/date-range-pickers';

const t = vi.rangeFilter;

/** Dates as YYYY-MM-DD; no customer means every customer. */
export type RangeFilters = { date_from: string; date_to: string; customer_id?: number };

type RangeFilterBarProps<T extends RangeFilters> = {
  value: T;
  onChange: (next: T) => void;
  onSearch: () => void;
  /** The screen's own filters, between the customer and Tìm kiếm (a payment status…). */
  children?: ReactNode;
};

/**
 * Từ ngày, Đến ngày (neither can cross the other), a clearable customer and Tìm kiếm: the filters
 * of the statement list, the statistics and the transport detail (spec 2 §2.1, §2.7, §2.9).
 * Controlled: the screen keeps what is typed and decides what Tìm kiếm does with it.
 */
export function RangeFilterBar<T extends RangeFilters>({
  value,
  onChange,
  onSearch,
  children,
}: RangeFilterBarProps<T>) {
  return (
    <Flex wrap gap="small" align="center" style={{ marginBottom: 16 }}>
      <DateRangePickers value={value} onChange={onChange} />
      <CustomerPicker
        aria-label={t.customer}
        placeholder={t.customerPlaceholder}
        value={value.customer_id ?? null}
        onChange={(id) => onChange({ ...value, customer_id: id })}
        style={{ width: 260, maxWidth: '100%' }}
      />
      {children}
      <Button type="primary" icon={<SearchOutlined />} onClick={onSearch}>
        {t.search}
      </Button>
    </Flex>
  );
}
