import { Checkbox, Flex, Radio, Select } from 'antd';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@depot/shared/payments/payments.rules';
import type { User } from '@depot/shared/users/users.schema';
import { CustomerPicker } from '../../../domain/customer-picker/customer-picker';
import { DateRangePickers } from '../../../components/date-range-pickers';
import { vi } from '../../../i18n/vi';
import type { CashBookFilters } from '../api/cash-book-keys';
import { useReceivers } from '../api/get-receivers';
import type { CashBookChanges } from './use-cash-book-filters';

const t = vi.cashBook;
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
  const receiverOptions = isAdmin
    ? (receivers.data ?? []).map((user) => ({ value: user.id, label: user.fullname }))
    : [{ value: actor.id, label: actor.fullname }];

  return (
    <Flex wrap gap="small" align="center" style={{ marginBottom: 16 }}>
      <DateRangePickers
        value={{ date_from: value.date_from!, date_to: value.date_to! }}
        onChange={onChange}
        order="follow"
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
