import type { Payout } from '@depot/shared/payouts/payouts.schema';
import { PAYMENT_METHOD_LABELS } from '@depot/shared/payments/payments.rules';
import { amountInWords } from '@depot/shared/receipts/amount-words';
import type { Settings } from '@depot/shared/settings/settings.schema';
import { formatDepotDateTime } from '@depot/shared/text/depot-date-time';
import { formatMoney } from '@depot/shared/text/format';
import { SignatureBlocks } from '../../../components/print/depot-header';
import { SlipFact, SlipHeading } from '../../../components/print/money-slip';
import { PrintSheet } from '../../../components/print/print-page';
import { vi } from '../../../i18n/vi';
import { PayoutCodLines } from './payout-cod-lines';
import { payoutKindText } from './payouts-columns';

const t = vi.payouts.slip;

type PayoutSlipSheetProps = {
  payout: Payout;
  depot: Pick<Settings, 'depot_name' | 'address' | 'hotline' | 'time_zone'>;
};

/**
 * One payout's slip (phiếu chi, docs/payments.md "Payouts"), one A5 sheet: its number and time,
 * what it was paid for, the amount in figures and in words, how and by whom, and the lines where
 * the person who made it and the person who took the money sign. `ĐÃ HỦY` once voided. A
 * payout of thu hộ names the sender and lists the lines it paid, the sum and the fee kept.
 */
export function PayoutSlipSheet({ payout, depot }: PayoutSlipSheetProps) {
  const voided = payout.voided_at !== null;
  const cod = payout.kind === 'cod';
  return (
    <PrintSheet label={`${t.title} ${payout.number}`}>
      <SlipHeading depot={depot} title={t.title} stamp={voided ? t.voidedStamp : undefined}>
        <SlipFact label={t.number}>{payout.number}</SlipFact>
        <SlipFact label={t.paidAt}>{formatDepotDateTime(payout.paid_at, depot.time_zone)}</SlipFact>
      </SlipHeading>
      <div className="slip-facts">
        <SlipFact label={t.reason}>{payoutKindText(payout)}</SlipFact>
        {cod && payout.sender && (
          <SlipFact label={t.cod.sender}>
            {payout.sender.full_name} - {payout.sender.phone}
          </SlipFact>
        )}
        <SlipFact label={t.amountInFigures}>{formatMoney(payout.amount)}</SlipFact>
        <SlipFact label={t.amountInWords}>{amountInWords(payout.amount)}</SlipFact>
        <SlipFact label={t.method}>{PAYMENT_METHOD_LABELS[payout.method]}</SlipFact>
        <SlipFact label={t.paidBy}>{payout.paid_by?.fullname ?? t.unknownPayer}</SlipFact>
        {payout.note && <SlipFact label={t.note}>{payout.note}</SlipFact>}
        {voided && <SlipFact label={t.voidReason}>{payout.void_reason ?? ''}</SlipFact>}
      </div>
      {cod && <PayoutCodLines payout={payout} />}
      <div className="print-keep slip-totals">
        <SignatureBlocks titles={cod ? t.cod.signatures : t.signatures} />
      </div>
    </PrintSheet>
  );
}
