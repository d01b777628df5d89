import { useState } from 'react';
import { Radio } from 'antd';
import { RangeFilterBar } from '../../../domain/range-filter-bar';
import { vi } from '../../../i18n/vi';
import type { StatsFilters } from '../api/statistics-keys';

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
    <RangeFilterBar value={draft} onChange={setDraft} onSearch={() => onSearch(draft)}>
      <Radio.Group
        aria-label={t.payment}
        optionType="button"
        options={PAYMENT}
        value={payment}
        onChange={(event) => setPayment(event.target.value as string)}
      />
    </RangeFilterBar>
  );
}
