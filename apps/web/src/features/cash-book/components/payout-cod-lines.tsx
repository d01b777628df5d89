import type { Payout } from '@depot/shared/payouts/payouts.schema';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import { SlipFact } from '../../../components/print/money-slip';
import { vi } from '../../../i18n/vi';

const t = vi.payouts.slip.cod;

/**
 * The part of a slip that pays a sender their thu hộ (docs/payments.md, "Paying senders"): each
 * line paid with its receiver, then the sum, the depot's fee and what the sender received.
 */
export function PayoutCodLines({ payout }: { payout: Payout }) {
  const lines = payout.cod_lines ?? [];
  return (
    <>
      <table className="print-table slip-lines" aria-label={t.lines}>
        <thead>
          <tr>
            <th className="num">{t.order}</th>
            <th>{t.item}</th>
            <th>{t.receiver}</th>
            <th className="num">{t.codAmount}</th>
            <th className="num">{t.amount}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.product_id}>
              <td className="num">{index + 1}</td>
              <td>
                {line.code} - {line.name} · {formatDate(line.datetime)}
              </td>
              <td>{line.receiver.full_name}</td>
              <td className="num">{formatMoney(line.cod_amount)}</td>
              <td className="num">{formatMoney(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="slip-totals">
        <SlipFact label={t.gross}>{formatMoney(payout.cod_gross ?? 0)}</SlipFact>
        <SlipFact label={t.fee}>{formatMoney(payout.cod_fee ?? 0)}</SlipFact>
        <SlipFact label={t.net}>{formatMoney(payout.amount)}</SlipFact>
      </div>
    </>
  );
}
