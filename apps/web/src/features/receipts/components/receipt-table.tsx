import { receiptLineState } from '@depot/shared/receipts/receipt-labels';
import { RECEIPT_COLUMN_WIDTHS } from '@depot/shared/receipts/receipt-layout';
import type { ReceiptLine } from '@depot/shared/receipts/receipts.schema';
import { priceNote, quantityUnit } from '@depot/shared/products/products.rules';
import { formatMoney, formatNumber } from '@depot/shared/text/format';
import { Button } from 'antd';
import { vi } from '../../../i18n/vi';

const t = vi.receipts;

type ReceiptTableProps = {
  lines: readonly ReceiptLine[];
  /** An open receipt on screen: the Xóa column (never printed). */
  onDelete?: (line: ReceiptLine) => void;
};

/** The goods of a receipt (spec 2 §2.6): one row each, never cut across two sheets. */
export function ReceiptTable({ lines, onDelete }: ReceiptTableProps) {
  const c = t.columns;
  return (
    <table className="print-table print-table--fixed receipt-table" aria-label={t.title}>
      {/* The sheet sets the widths (shared with the PDF), not the browser's measuring. */}
      <colgroup>
        {RECEIPT_COLUMN_WIDTHS.map((width, index) => (
          <col key={index} style={{ width: `${width}%` }} />
        ))}
        {onDelete && <col className="no-print" style={{ width: '4.5em' }} />}
      </colgroup>
      <thead>
        <tr>
          <th className="num">{c.index}</th>
          <th>{c.name}</th>
          <th className="num">{c.quantity}</th>
          <th>{c.unit}</th>
          <th className="num">{c.weight}</th>
          <th className="num">{c.price}</th>
          <th className="num">{c.amount}</th>
          <th>{c.paid}</th>
          {onDelete && <th className="no-print">{c.delete}</th>}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => {
          const { product } = line;
          const note = priceNote(product.price_type, product.is_total_money);
          return (
            <tr key={line.id}>
              <td className="num">{index + 1}</td>
              <td>{product.name}</td>
              <td className="num">{formatNumber(product.quantity)}</td>
              <td>{quantityUnit(product.price_type, product.specification)}</td>
              <td className="num">{formatNumber(product.total_weight, 2)}</td>
              <td className="num">
                {formatMoney(product.price)}
                {/* The column says per kg; a lump sum or a per-package price says what it is. */}
                {note && <div className="receipt-code">{note}</div>}
              </td>
              <td className="num">{formatMoney(line.amount)}</td>
              <td>{receiptLineState(line)}</td>
              {onDelete && (
                <td className="no-print">
                  <Button
                    size="small"
                    type="link"
                    danger
                    aria-label={t.deleteLine(product.name)}
                    onClick={() => onDelete(line)}
                  >
                    {c.delete}
                  </Button>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
