import type { PeriodLine } from '@depot/shared/debt/debt.schema';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';

const t = vi.debt;

/**
 * The goods or the collections of the period: date, code, name, amount, and their sum. The
 * screen loads a long period a page at a time: `missing` lines not loaded yet are said so, on
 * paper too, and the sum is then of the lines shown.
 */
export function PeriodLinesTable({
  label,
  lines,
  missing = 0,
  empty,
  dateTitle,
}: {
  label: string;
  lines: PeriodLine[];
  missing?: number;
  empty: string;
  dateTitle: string;
}) {
  return (
    <table className="print-table" aria-label={label} style={{ marginBottom: 12 }}>
      <thead>
        <tr>
          <th>{dateTitle}</th>
          <th>{t.columns.code}</th>
          <th>{t.columns.goodsName}</th>
          <th className="num">{t.columns.amount}</th>
        </tr>
      </thead>
      <tbody>
        {lines.length === 0 && missing === 0 ? (
          <tr>
            <td colSpan={4}>{empty}</td>
          </tr>
        ) : (
          lines.map((line, index) => (
            <tr key={`${line.id}-${line.date}-${index}`}>
              <td>{formatDate(line.date)}</td>
              <td style={{ whiteSpace: 'nowrap' }}>{line.code}</td>
              <td>{line.name}</td>
              <td className="num">{formatMoney(line.amount)}</td>
            </tr>
          ))
        )}
        {missing > 0 && (
          <tr>
            <td colSpan={4}>{t.notLoaded(missing)}</td>
          </tr>
        )}
        <tr>
          <th colSpan={3}>{t.sum}</th>
          <th className="num">{formatMoney(lines.reduce((s, l) => s + l.amount, 0))}</th>
        </tr>
      </tbody>
    </table>
  );
}
