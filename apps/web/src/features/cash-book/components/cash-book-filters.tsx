import { Checkbox, DatePicker, Flex, Radio, Select } from 'antd';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@depot/shared/payments/payments.rules';
import { toIsoDate } from '@depot/shared/text/format';
import type { User } from '@depot/shared/users/users.schema';
import { CustomerPicker } from '../../../components/customer-picker/customer-picker';
import { vi } from '../../../i18n/vi';
import { dayjs } from '../../../lib/dayjs';
import type { CashBookFilters } from '../api/cash-book-keys';
import { useReceivers } from '../api/get-receivers';
import type { CashBookChanges } from './use-cash-book-filters';

const t = vi.cashBook;
const SHOWN = 'DD-MM-YYYY';
const ALL = 'all';
const METHODS = [
  { value: ALL, label: t.methodAll },
  ...PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] })),
];

type CashBookFilterBarProps = {
  value: CashBookFilters;
  onChange: (changes: CashBookChanges) => void;
  /** The signed-in person; staff see only their own payments. */
  actor: Pick<User, 'id' | 'fullname'>;
  isAdmin: boolean;
};

/**
 * Từ ngày, Đến ngày (one day by default), Người thu, Hình thức, a customer and whether voided
 * payments show; the list changes as soon as one changes. Moving one end of the range past the
 * other moves both, so picking another single day is one pick.
 */
export function CashBookFilterBar({ value, onChange, actor, isAdmin }: CashBookFilterBarProps) {
  const receivers = useReceivers(isAdmin);
  const setFrom = (day: string) =>
    onChange({ date_from: day, date_to: day > value.date_to! ? day : value.date_to });
  const setTo = (day: string) =>
    onChange({ date_to: day, date_from: day < value.date_from! ? day : value.date_from });
  const receiverOptions = isAdmin
    ? (receivers.data ?? []).map((user) => ({ value: user.id, label: user.fullname }))
    : [{ value: actor.id, label: actor.fullname }];

  return (
    <Flex wrap gap="small" align="center" style={{ marginBottom: 16 }}>
      <DatePicker
        aria-label={t.dateFrom}
        placeholder={t.dateFrom}
        format={SHOWN}
        allowClear={false}
        value={dayjs(value.date_from)}
        onChange={(day) => day && setFrom(toIsoDate(day.toDate()))}
      />
      <DatePicker
        aria-label={t.dateTo}
        placeholder={t.dateTo}
        format={SHOWN}
        allowClear={false}
        value={dayjs(value.date_to)}
        onChange={(day) => day && setTo(toIsoDate(day.toDate()))}
      />
      <Select<number | undefined>
        aria-label={t.receiver}
        placeholder={t.allReceivers}
        // Staff: the server lists only their own payments; the select says so and stays put.
        disabled={!isAdmin}
        value={isAdmin ? value.received_by : actor.id}
        options={receiverOptions}
        loading={isAdmin && receivers.isLoading}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(id) => onChange({ received_by: id })}
        style={{ width: 220, maxWidth: '100%' }}
      />
      <Radio.Group
        aria-label={t.method}
        optionType="button"
        options={METHODS}
        value={value.method ?? ALL}
        onChange={(event) => {
          const method = event.target.value as string;
          onChange({ method: method === ALL ? undefined : method });
        }}
      />
      <CustomerPicker
        aria-label={t.customer}
        placeholder={t.customerPlaceholder}
        value={value.customer_id ?? null}
        onChange={(id) => onChange({ customer_id: id })}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <Checkbox
        checked={value.include_voided}
        // Shown is the default: only hiding them is written in the URL.
        onChange={(event) =>
          onChange({ include_voided: event.target.checked ? undefined : 'false' })
        }
      >
        {t.showVoided}
      </Checkbox>
    </Flex>
  );
}
