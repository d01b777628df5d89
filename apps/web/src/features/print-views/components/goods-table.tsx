import { RECEIPT_LABELS, receiptLineState } from '@depot/shared/receipts/receipt-labels';
import type { ReceiptBody } from '@depot/shared/receipts/receipts.schema';
import { quantityUnit } from '@depot/shared/products/products.rules';
import { formatMoney, formatNumber, formatWeight } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';

const t = vi.printViews;
const c = t.columns;

/**
 * Shares of the sheet's width (percent): set by the print, not by the browser's measuring, so
 * that a long name wraps in its own cell and nothing grows wider than the sheet.
 */
const COLUMN_WIDTHS = [5, 13, 24, 7, 8, 15, 16, 12];

/**
 * One customer's goods on the vehicle: a row a line (code, name, quantity, specification, kg,
 * amount, collected or not), then the customer's totals as the server summed them.
 */
export function GoodsTable({ body, label }: { body: ReceiptBody; label: string }) {
  const { sums } = body;
  return (
    <table className="print-table print-table--fixed" aria-label={label}>
      <colgroup>
        {COLUMN_WIDTHS.map((width, index) => (
          <col key={index} style={{ width: `${width}%` }} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <th className="num">{c.index}</th>
          <th>{c.code}</th>
          <th>{c.name}</th>
          <th className="num">{c.quantity}</th>
          <th>{c.specification}</th>
          <th className="num">{c.weight}</th>
          <th className="num">{c.amount}</th>
          <th>{c.paid}</th>
        </tr>
      </thead>
      <tbody>
        {body.data.map((line, index) => {
          const { id, product, amount } = line;
          return (
            <tr key={id}>
              <td className="num">{index + 1}</td>
              <td>{product.code}</td>
              <td>{product.name}</td>
              <td className="num">{formatNumber(product.quantity)}</td>
              <td>{quantityUnit(product.price_type, product.specification)}</td>
              <td className="num">{formatWeight(product.total_weight)}</td>
              <td className="num">{formatMoney(amount)}</td>
              <td>{receiptLineState(line)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr style={{ fontWeight: 600 }}>
          <td colSpan={3}>{t.customerTotals}</td>
          <td className="num">{formatNumber(sums.quantity)}</td>
          <td />
          <td className="num">{formatWeight(sums.total_weight)}</td>
          <td className="num">{formatMoney(sums.amount)}</td>
          <td />
        </tr>
        <tr>
          <td colSpan={8} style={{ textAlign: 'right' }}>
            {t.collectedDue(formatMoney(sums.collected), formatMoney(sums.due))}
            {sums.sender_due > 0 &&
              ` · ${RECEIPT_LABELS.senderDue}: ${formatMoney(sums.sender_due)}`}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
