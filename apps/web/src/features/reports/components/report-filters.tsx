import { useMemo, useState } from 'react';
import { Button, DatePicker, Flex, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { toIsoDate } from '@depot/shared/text/format';
import { CustomerPicker } from '../../../domain/customer-picker/customer-picker';
import { vi } from '../../../i18n/vi';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../../lib/dayjs';
import type { ReportFilters } from '../api/report-keys';

const t = vi.reports;

type ReportFilterBarProps = {
  value: ReportFilters;
  onSearch: (filters: ReportFilters) => void;
};

/**
 * Ngày nhận hàng as a range (required: it cannot be emptied, and a range picker never puts the
 * end before the start), the customer with its infinite scroll, and Tìm kiếm (spec 2 §2.4). The
 * cards change only on Tìm kiếm.
 */
export function ReportFilterBar({ value, onSearch }: ReportFilterBarProps) {
  const [draft, setDraft] = useState(value);
  // Kept from one render to the next, so a refresh never drops a day being typed.
  const shownRange = useMemo(
    () => [dayjs(draft.date_from), dayjs(draft.date_to)] as [Dayjs, Dayjs],
    [draft.date_from, draft.date_to],
  );
  return (
    <Flex wrap gap="small" align="center" style={{ marginBottom: 16 }}>
      <Typography.Text id="report-date-label">{t.date}:</Typography.Text>
      <DatePicker.RangePicker
        aria-labelledby="report-date-label"
        placeholder={[t.dateFrom, t.dateTo]}
        format="DD-MM-YYYY"
        allowClear={false}
        value={shownRange}
        onChange={(days) => {
          const [from, to] = days ?? [];
          if (from && to)
            setDraft({
              ...draft,
              date_from: toIsoDate(from.toDate()),
              date_to: toIsoDate(to.toDate()),
            });
        }}
      />
      <CustomerPicker
        aria-label={t.customer}
        placeholder={t.customerPlaceholder}
        value={draft.customer_id ?? null}
        onChange={(id) => setDraft({ ...draft, customer_id: id })}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <Button type="primary" icon={<SearchOutlined aria-hidden />} onClick={() => onSearch(draft)}>
        {t.search}
      </Button>
    </Flex>
  );
}
