import type { PeriodLine } from '@depot/shared/debt/debt.schema';
import { paidStateText } from '@depot/shared/payments/line-money.rules';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';

const t = vi.debt;
const c = t.columns;

/**
 * The goods received in the period: date, code, name, amount, what is collected of each now
 * (`Đã thu`, `Chưa thu`, `Đã thu 150.000 · còn 50.000`), and their sum. The screen loads a long
 * period a page at a time: `missing` lines not loaded yet are said so, on paper too, and the sum
 * is then of the lines shown.
 */
export function PeriodLinesTable({
  lines,
  missing = 0,
}: {
  lines: PeriodLine[];
  missing?: number;
}) {
  return (
    <table className="print-table" aria-label={t.periodGoods} style={{ marginBottom: 12 }}>
      <thead>
        <tr>
          <th>{c.receiveDate}</th>
          <th>{c.code}</th>
          <th>{c.goodsName}</th>
          <th className="num">{c.amount}</th>
          <th>{c.state}</th>
        </tr>
      </thead>
      <tbody>
        {lines.length === 0 && missing === 0 ? (
          <tr>
            <td colSpan={5}>{t.noPeriodGoods}</td>
          </tr>
        ) : (
          lines.map((line, index) => (
            <tr key={`${line.id}-${line.date}-${index}`}>
              <td>{formatDate(line.date)}</td>
              <td style={{ whiteSpace: 'nowrap' }}>{line.code}</td>
              <td>{line.name}</td>
              <td className="num">{formatMoney(line.amount)}</td>
              <td>{paidStateText(line)}</td>
            </tr>
          ))
        )}
        {missing > 0 && (
          <tr>
            <td colSpan={5}>{t.notLoaded(missing)}</td>
          </tr>
        )}
        <tr>
          <th colSpan={3}>{t.sum}</th>
          <th className="num">{formatMoney(lines.reduce((s, l) => s + l.amount, 0))}</th>
          <th />
        </tr>
      </tbody>
    </table>
  );
}
