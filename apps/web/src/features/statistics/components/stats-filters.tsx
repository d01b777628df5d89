import { useState } from 'react';
import { Button, Flex, Radio } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { CustomerPicker } from '../../../components/customer-picker/customer-picker';
import { vi } from '../../../i18n/vi';
import type { StatsFilters } from '../api/statistics-keys';
import { DateRangePickers } from './date-range-pickers';

const t = vi.statistics;

const PAYMENT = [
  { value: 'all', label: t.paymentAll },
  { value: 'true', label: t.paymentPaid },
  { value: 'false', label: t.paymentUnpaid },
];

type StatsFiltersProps = { value: StatsFilters; onSearch: (filters: StatsFilters) => void };

/**
 * Từ ngày, Đến ngày, a customer and Trạng thái thanh toán (spec 2 §2.7); the list changes on
 * Tìm kiếm, and at once when the payment status changes.
 */
export function StatsFilterBar({ value, onSearch }: StatsFiltersProps) {
  const [draft, setDraft] = useState(value);
  const payment = draft.charge === undefined ? 'all' : String(draft.charge);
  const setPayment = (v: string) => {
    const next = { ...draft, charge: v === 'all' ? undefined : v === 'true' };
    setDraft(next);
    onSearch(next);
  };

  return (
    <Flex wrap gap="small" align="center" style={{ marginBottom: 16 }}>
      <DateRangePickers value={draft} onChange={setDraft} />
      <CustomerPicker
        aria-label={t.customer}
        placeholder={t.customerPlaceholder}
        value={draft.customer_id ?? null}
        onChange={(id) => setDraft({ ...draft, customer_id: id })}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <Radio.Group
        aria-label={t.payment}
        optionType="button"
        options={PAYMENT}
        value={payment}
        onChange={(event) => setPayment(event.target.value as string)}
      />
      <Button type="primary" icon={<SearchOutlined />} onClick={() => onSearch(draft)}>
        {t.search}
      </Button>
    </Flex>
  );
}
