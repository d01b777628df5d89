import { useState } from 'react';
import { Button, DatePicker, Flex } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { toIsoDate } from '@depot/shared/text/format';
import { CustomerPicker } from '../../../components/customer-picker/customer-picker';
import { vi } from '../../../i18n/vi';
import { dayjs } from '../../../lib/dayjs';

const t = vi.statements;
const SHOWN = 'DD-MM-YYYY';

export type ListFilters = { date_from: string; date_to: string; customer_id?: number };

type StatementFiltersProps = {
  value: ListFilters;
  onSearch: (filters: ListFilters) => void;
};

/**
 * Từ ngày, Đến ngày (neither can cross the other: the pickers disable those days), a clearable
 * customer and Tìm kiếm (spec 2 §2.1). The list changes only on Tìm kiếm.
 */
export function StatementFilters({ value, onSearch }: StatementFiltersProps) {
  const [draft, setDraft] = useState(value);
  const from = dayjs(draft.date_from);
  const to = dayjs(draft.date_to);

  return (
    <Flex wrap gap="small" align="center" style={{ marginBottom: 16 }}>
      <DatePicker
        aria-label={t.dateFrom}
        placeholder={t.dateFrom}
        format={SHOWN}
        allowClear={false}
        value={from}
        disabledDate={(day) => day.isAfter(to, 'day')}
        onChange={(day) => day && setDraft({ ...draft, date_from: toIsoDate(day.toDate()) })}
      />
      <DatePicker
        aria-label={t.dateTo}
        placeholder={t.dateTo}
        format={SHOWN}
        allowClear={false}
        value={to}
        disabledDate={(day) => day.isBefore(from, 'day')}
        onChange={(day) => day && setDraft({ ...draft, date_to: toIsoDate(day.toDate()) })}
      />
      <CustomerPicker
        aria-label={t.customer}
        placeholder={t.customerPlaceholder}
        value={draft.customer_id ?? null}
        onChange={(id) => setDraft({ ...draft, customer_id: id })}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <Button type="primary" icon={<SearchOutlined />} onClick={() => onSearch(draft)}>
        {t.search}
      </Button>
    </Flex>
  );
}
