import type { PeriodPayment } from '@depot/shared/debt/debt.schema';
import { PAYMENT_METHOD_LABELS } from '@depot/shared/payments/payments.rules';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';

const t = vi.debt;
const c = t.paymentColumns;

/**
 * The payments received in the period under their own headers (a payment has a number, a method
 * and a receiver, not a goods code and name), and their sum. As with the goods, `missing`
 * payments not loaded yet are said so, and the sum is of those shown.
 */
export function PeriodPaymentsTable({
  payments,
  missing = 0,
}: {
  payments: PeriodPayment[];
  missing?: number;
}) {
  return (
    <table className="print-table" aria-label={t.periodPayments} style={{ marginBottom: 12 }}>
      <thead>
        <tr>
          <th>{c.number}</th>
          <th>{c.date}</th>
          <th>{c.method}</th>
          <th>{c.receivedBy}</th>
          <th className="num">{c.amount}</th>
          <th>{c.note}</th>
        </tr>
      </thead>
      <tbody>
        {payments.length === 0 && missing === 0 ? (
          <tr>
            <td colSpan={6}>{t.noPeriodPayments}</td>
          </tr>
        ) : (
          payments.map((payment) => (
            <tr key={payment.id}>
              <td style={{ whiteSpace: 'nowrap' }}>{payment.number}</td>
              <td>{formatDate(payment.date)}</td>
              <td>{PAYMENT_METHOD_LABELS[payment.method]}</td>
              <td>{payment.received_by ?? ''}</td>
              <td className="num">{formatMoney(payment.amount)}</td>
              <td>{payment.note ?? ''}</td>
            </tr>
          ))
        )}
        {missing > 0 && (
          <tr>
            <td colSpan={6}>{t.notLoaded(missing)}</td>
          </tr>
        )}
        <tr>
          <th colSpan={4}>{t.sum}</th>
          <th className="num">{formatMoney(payments.reduce((s, p) => s + p.amount, 0))}</th>
          <th />
        </tr>
      </tbody>
    </table>
  );
}
