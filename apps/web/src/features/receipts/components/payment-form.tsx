import type { ReceiptLine } from '@depot/shared/receipts/receipts.schema';
import { formatMoney } from '@depot/shared/text/format';
import { Button, Card, Checkbox, Space, Typography } from 'antd';
import { useState } from 'react';
import { vi } from '../../../i18n/vi';

const t = vi.receipts;

type PaymentFormProps = {
  lines: readonly ReceiptLine[];
  pending: boolean;
  /** The chosen lines' ids, or undefined for every line; resolves once the receipt reloads. */
  onPay: (transportIds: number[] | undefined) => Promise<unknown>;
};

/**
 * The payment form of an open receipt (docs/decisions/0001-payments-are-records.md), on screen only: a checkbox per
 * unpaid line, then collect the chosen ones or all of them.
 */
export function PaymentForm({ lines, pending, onPay }: PaymentFormProps) {
  const [chosen, setChosen] = useState<number[]>([]);
  const unpaid = lines.map((line, index) => ({ line, index })).filter(({ line }) => line.due > 0);
  if (unpaid.length === 0) return null;
  // A line paid or deleted meanwhile is no longer offered, nor sent.
  const offered = chosen.filter((id) => unpaid.some(({ line }) => line.id === id));

  const pay = (ids: number[] | undefined) =>
    onPay(ids).then(
      () => setChosen([]),
      () => undefined,
    );

  return (
    <Card
      className="no-print receipt-payment"
      size="small"
      title={t.paymentTitle}
      role="form"
      aria-label={t.paymentTitle}
    >
      <Typography.Paragraph style={{ marginBottom: 8 }}>{t.paymentHint}</Typography.Paragraph>
      <Checkbox.Group
        value={offered}
        onChange={(value) => setChosen(value)}
        style={{ display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 12 }}
        options={unpaid.map(({ line, index }) => ({
          value: line.id,
          // What it still owes: a part-paid line offers only the rest (`còn 50.000 đ`).
          label: t.payLine(
            index + 1,
            line.product.name,
            line.collected > 0
              ? vi.payments.stillDue(formatMoney(line.due))
              : formatMoney(line.due),
          ),
        }))}
      />
      <Space wrap>
        <Button
          type="primary"
          disabled={offered.length === 0}
          loading={pending}
          onClick={() => void pay(offered)}
        >
          {t.paySelected}
        </Button>
        <Button loading={pending} onClick={() => void pay(undefined)}>
          {t.payAll}
        </Button>
      </Space>
    </Card>
  );
}
