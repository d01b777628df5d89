import type { CustomerDebt } from '@depot/shared/debt/debt.schema';
import { paymentBodySchema } from '@depot/shared/payments/payments.schema';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@depot/shared/payments/payments.rules';
import { formatMoney } from '@depot/shared/text/format';
import { Descriptions, Form, Input, Radio, Typography } from 'antd';
import { vi } from '../../i18n/vi';
import { zodRule } from '../../lib/zod-rule';
import { DecimalInput, type DecimalValue } from '../../components/decimal-input';
import {
  presetTicks,
  sumOfTicks,
  tickOptions,
  type PaymentTarget,
  type TickedStatement,
} from './payment-targets';

const t = vi.payments;

/** What the Thu tiền form holds; the rules are the server's own (paymentBodySchema). */
export type PaymentFormValues = {
  amount: DecimalValue;
  method: (typeof PAYMENT_METHODS)[number];
  note?: string;
  target: PaymentTarget;
  ticked?: string[];
};

/** The form's fields, for the server's per-field messages. */
export const PAYMENT_FORM_FIELDS = ['amount', 'method', 'note'] as const;

const rules = {
  amount: [zodRule(paymentBodySchema.shape.amount)],
  note: [zodRule(paymentBodySchema.shape.note)],
};

/**
 * The form opens with what the customer owes now, when they owe, and cash; opened from a
 * receipt, with that statement ticked and what it owes.
 */
export function initialPaymentValues(
  debt: CustomerDebt | undefined,
  preset: TickedStatement[] = [],
): PaymentFormValues {
  const ticked = debt ? presetTicks(debt, preset) : [];
  if (debt && ticked.length > 0) {
    const amount = sumOfTicks(tickOptions(debt), ticked);
    return { amount, method: 'cash', target: 'chosen', ticked };
  }
  const owed = debt?.outstanding_debt ?? 0;
  return { amount: owed > 0 ? owed : undefined, method: 'cash', target: 'auto' };
}

/** Who pays, what they owe now and, apart, their credit (never a negative debt). */
export function PaymentCustomerFacts({
  name,
  phone,
  debt,
}: {
  name: string;
  phone?: string;
  debt: CustomerDebt | undefined;
}) {
  const owed = debt?.outstanding_debt;
  const credit = debt?.credit ?? 0;
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'customer',
          label: t.customer,
          children: phone ? `${name} - ${phone}` : name,
        },
        {
          key: 'owed',
          label: t.owed,
          children: <strong>{owed === undefined ? '…' : formatMoney(owed)}</strong>,
        },
        ...(credit > 0 ? [{ key: 'credit', label: t.credit, children: formatMoney(credit) }] : []),
      ]}
    />
  );
}

/**
 * Số tiền, Hình thức, Ghi chú; the form disables them while its request runs. `hint` under the
 * amount says where the money goes (Thu tiền's by default).
 */
export function PaymentFields({ hint = t.amountHint }: { hint?: string }) {
  return (
    <>
      <Form.Item
        label={t.amount}
        name="amount"
        rules={rules.amount}
        extra={<Typography.Text type="secondary">{hint}</Typography.Text>}
      >
        <DecimalInput kind="money" suffix="đ" autoFocus />
      </Form.Item>
      <Form.Item label={t.method} name="method">
        <Radio.Group
          options={PAYMENT_METHODS.map((method) => ({
            value: method,
            label: PAYMENT_METHOD_LABELS[method],
          }))}
        />
      </Form.Item>
      <Form.Item label={t.note} name="note" rules={rules.note}>
        <Input.TextArea rows={2} placeholder={t.notePlaceholder} />
      </Form.Item>
    </>
  );
}
