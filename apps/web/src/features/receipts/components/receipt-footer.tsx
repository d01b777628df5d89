import { paidByLine, receiptTotalRows } from '@depot/shared/receipts/receipt-labels';
import type { ReceiptBody } from '@depot/shared/receipts/receipts.schema';
import { parseVietQr } from '@depot/shared/receipts/vietqr';
import { bankByBin } from '@depot/shared/settings/banks';
import type { Settings } from '@depot/shared/settings/settings.schema';
import { formatMoney } from '@depot/shared/text/format';
import { QRCode } from 'antd';
import { vi } from '../../../i18n/vi';

const t = vi.receipts;

/** Totals of the receipt (spec 2 §2.6, §9): packages, money, paid, still due. */
export function ReceiptTotals({ receipt }: { receipt: Pick<ReceiptBody, 'sums'> }) {
  const { sums } = receipt;
  const rows = receiptTotalRows(sums);
  return (
    <table className="receipt-totals" aria-label={t.totalAmount}>
      <colgroup>
        <col />
        <col />
      </colgroup>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className="num">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Which receipts of money (phiếu thu tiền) the paid sum came from, by number: a line of the
 * sheet's whole width, so that a list of several wraps there and never widens the totals.
 */
export function ReceiptPaidBy({ payments }: Pick<ReceiptBody, 'payments'>) {
  if (payments.length === 0) return null;
  return (
    <div className="receipt-paid-by">
      {t.paidBy}: <strong>{paidByLine(payments)}</strong>
    </div>
  );
}

/**
 * The total in words, the amount still due in words when there is one, and what the receiver is
 * to pay in all when something is collected for a sender (docs/payments.md, "Sender and thu hộ").
 */
export function ReceiptWords({
  receipt,
}: {
  receipt: Pick<ReceiptBody, 'amount_words' | 'due_words' | 'collect_text'>;
}) {
  return (
    <div className="receipt-words">
      {receipt.collect_text && (
        <div>
          <strong>{receipt.collect_text}</strong>
        </div>
      )}
      <div>
        {t.inWords}: <em>{receipt.amount_words}</em>
      </div>
      {receipt.due_words && (
        <div>
          {t.dueInWords}: <em>{receipt.due_words}</em>
        </div>
      )}
    </div>
  );
}

type BankDetails = Pick<Settings, 'bank_bin' | 'account_number' | 'account_holder'>;

/**
 * The VietQR of the amount due with what a payer types by hand when the app cannot scan: bank,
 * account, holder, amount and the note (the receipt's reference). Nothing when there is no QR.
 */
export function ReceiptQr({
  vietqr,
  reference,
  bank,
}: {
  vietqr: string | null;
  reference: string;
  bank: BankDetails;
}) {
  if (!vietqr) return null;
  const { amount } = parseVietQr(vietqr);
  const bankName = bankByBin(bank.bank_bin)?.short_name ?? bank.bank_bin;
  return (
    <div className="receipt-qr">
      <div className="receipt-qr-code" role="img" aria-label={t.qrTitle}>
        <QRCode type="svg" value={vietqr} size={132} bordered={false} bgColor="#fff" />
      </div>
      <div>
        <div style={{ fontWeight: 600 }}>{t.qrTitle}</div>
        <div>
          {t.bank}: {bankName}
        </div>
        <div>
          {t.accountNumber}: {bank.account_number}
        </div>
        <div>
          {t.accountHolder}: {bank.account_holder}
        </div>
        {amount !== undefined && (
          <div>
            {t.transferAmount}: {formatMoney(amount)}
          </div>
        )}
        <div>
          {t.transferNote}: {reference}
        </div>
      </div>
    </div>
  );
}

/** The settings' notes (spec 2 §2.6, §9): lost goods within 7 days with the hotline; hours. */
export function ReceiptNotes({
  depot,
}: {
  depot: Pick<Settings, 'receipt_note' | 'hours_note' | 'hotline'>;
}) {
  return (
    <div className="receipt-notes print-keep">
      <div>
        {depot.receipt_note} {t.hotlineNote(depot.hotline)}
      </div>
      <div>{depot.hours_note}</div>
    </div>
  );
}
