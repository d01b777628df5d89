import type { Payment, PaymentAllocation } from '@depot/shared/payments/payments.schema';
import { PAYMENT_METHOD_LABELS } from '@depot/shared/payments/payments.rules';
import { amountInWords } from '@depot/shared/receipts/amount-words';
import type { Settings } from '@depot/shared/settings/settings.schema';
import { formatMoney } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import { SignatureBlocks } from '../../../components/print/depot-header';
import { SlipFact as Fact, SlipHeading } from '../../../components/print/money-slip';
import { PrintSheet } from '../../../components/print/print-page';
import { formatDepotDateTime, formatDepotTimeDate } from '@depot/shared/text/depot-date-time';

const t = vi.payments;

type PaymentReceiptSheetProps = {
  payment: Payment;
  depot: Pick<Settings, 'depot_name' | 'address' | 'hotline' | 'time_zone'>;
  /** A copy printed later (ISO time of printing): marked `Bản in lại`, `In lúc HH:mm DD-MM-YYYY`. */
  reprintedAt?: string;
};

function allocationText(line: PaymentAllocation): string {
  const what = line.product_id === null ? t.openingDebt : `${line.code ?? ''} - ${line.name ?? ''}`;
  return line.voided ? `${what} ${t.voidedLine}` : what;
}

/** One payment's receipt (phiếu thu tiền, docs/decisions/0001-payments-are-records.md), one A5 sheet. */
export function PaymentReceiptSheet({ payment, depot, reprintedAt }: PaymentReceiptSheetProps) {
  const voided = payment.voided_at !== null;
  return (
    <PrintSheet label={`${t.receiptTitle} ${payment.number}`}>
      <SlipHeading depot={depot} title={t.receiptTitle} stamp={voided ? t.voidedStamp : undefined}>
        <Fact label={t.number}>{payment.number}</Fact>
        <Fact label={t.receivedAt}>
          {formatDepotDateTime(payment.received_at, depot.time_zone)}
        </Fact>
        {reprintedAt && (
          <div role="note" aria-label={t.reprintMark} className="slip-reprint">
            <strong>{t.reprintMark}</strong> ·{' '}
            {t.printedAt(formatDepotTimeDate(reprintedAt, depot.time_zone))}
          </div>
        )}
      </SlipHeading>

      <div className="slip-facts">
        <Fact label={t.customer}>
          {payment.customer.full_name} - {payment.customer.phone}
        </Fact>
        <Fact label={t.amountInFigures}>{formatMoney(payment.amount)}</Fact>
        <Fact label={t.amountInWords}>{amountInWords(payment.amount)}</Fact>
        <Fact label={t.method}>{PAYMENT_METHOD_LABELS[payment.method]}</Fact>
        <Fact label={t.receivedBy}>{payment.received_by?.fullname ?? t.unknownReceiver}</Fact>
        {payment.note && <Fact label={t.note}>{payment.note}</Fact>}
        {voided && <Fact label={t.voidReason}>{payment.void_reason ?? ''}</Fact>}
      </div>

      <table className="print-table slip-lines" aria-label={t.paidFor}>
        <thead>
          <tr>
            <th className="num">{t.columns.order}</th>
            <th>{t.columns.item}</th>
            <th className="num">{t.columns.amount}</th>
          </tr>
        </thead>
        <tbody>
          {payment.allocations.length === 0 && (
            <tr>
              <td colSpan={3}>{t.nothingAllocated}</td>
            </tr>
          )}
          {payment.allocations.map((line, index) => (
            <tr key={line.id} className={line.voided ? 'slip-line--voided' : undefined}>
              <td className="num">{index + 1}</td>
              <td>{allocationText(line)}</td>
              <td className="num">{formatMoney(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="print-keep slip-totals">
        {payment.credit > 0 && <Fact label={t.creditLine}>{formatMoney(payment.credit)}</Fact>}
        <Fact label={t.owedAfter}>{formatMoney(payment.outstanding_debt_after)}</Fact>
        {payment.credit_after > 0 && (
          <Fact label={t.creditAfter}>{formatMoney(payment.credit_after)}</Fact>
        )}
        <SignatureBlocks titles={t.signatures} />
      </div>
    </PrintSheet>
  );
}
