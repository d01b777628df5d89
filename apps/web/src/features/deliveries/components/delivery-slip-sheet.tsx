import type { Delivery } from '@depot/shared/deliveries/deliveries.schema';
import { DELIVERY_MODE_LABELS } from '@depot/shared/deliveries/deliveries.rules';
import { PAYMENT_PURPOSE_LABELS } from '@depot/shared/cash-book/cash-book.rules';
import { PAYMENT_METHOD_LABELS } from '@depot/shared/payments/payments.rules';
import type { Settings } from '@depot/shared/settings/settings.schema';
import { formatDepotDateTime } from '@depot/shared/text/depot-date-time';
import { formatMoney, formatNumber, formatWeight } from '@depot/shared/text/format';
import { SignatureBlocks } from '../../../components/print/depot-header';
import { SlipFact, SlipHeading } from '../../../components/print/money-slip';
import { PrintSheet } from '../../../components/print/print-page';
import { vi } from '../../../i18n/vi';
import { useDeliveryImage } from '../api/get-delivery';

const t = vi.deliveries.slip;

type DeliverySlipSheetProps = {
  delivery: Delivery;
  depot: Pick<Settings, 'depot_name' | 'address' | 'hotline' | 'time_zone'>;
};

/** The photo or the signature taken at the handover, once read. */
function ProofImage({ delivery, kind }: { delivery: Delivery; kind: 'photo' | 'signature' }) {
  const present = kind === 'photo' ? delivery.has_photo : delivery.has_signature;
  const image = useDeliveryImage(delivery.id, kind, present);
  if (!present || !image.data) return null;
  return (
    <figure className="slip-proof">
      <img src={image.data} alt={t[kind]} style={{ maxHeight: 120, maxWidth: '100%' }} />
      <figcaption>{t[kind]}</figcaption>
    </figure>
  );
}

/**
 * One handover's slip (phiếu giao hàng, docs/domain.md "Handover"), one A5 sheet: its number and
 * time, the receiver, who took the parcels and how, the parcels, the money taken with it, the
 * photo and signature when taken, and where the person who handed over and the receiver sign.
 */
export function DeliverySlipSheet({ delivery, depot }: DeliverySlipSheetProps) {
  const voided = delivery.voided_at !== null;
  return (
    <PrintSheet label={`${t.title} ${delivery.number}`}>
      <SlipHeading depot={depot} title={t.title} stamp={voided ? t.voidedStamp : undefined}>
        <SlipFact label={t.number}>{delivery.number}</SlipFact>
        <SlipFact label={t.deliveredAt}>
          {formatDepotDateTime(delivery.delivered_at, depot.time_zone)}
        </SlipFact>
      </SlipHeading>
      <div className="slip-facts">
        <SlipFact label={t.customer}>
          {delivery.customer.full_name} - {delivery.customer.phone}
        </SlipFact>
        <SlipFact label={t.receiver}>
          {delivery.receiver_name} - {delivery.receiver_phone}
        </SlipFact>
        <SlipFact label={t.mode}>{DELIVERY_MODE_LABELS[delivery.mode]}</SlipFact>
        {delivery.delivered_by && (
          <SlipFact label={t.deliveredBy}>{delivery.delivered_by}</SlipFact>
        )}
        <SlipFact label={t.branch}>{delivery.branch.name}</SlipFact>
        <SlipFact label={t.clerk}>{delivery.created_by?.fullname ?? ''}</SlipFact>
        {delivery.note && <SlipFact label={t.note}>{delivery.note}</SlipFact>}
        {voided && <SlipFact label={t.voidReason}>{delivery.void_reason ?? ''}</SlipFact>}
      </div>
      <table className="print-table slip-lines" aria-label={vi.deliveries.parcels}>
        <thead>
          <tr>
            <th>{t.columns.code}</th>
            <th>{t.columns.name}</th>
            <th className="num">{t.columns.quantity}</th>
            <th className="num">{t.columns.weight}</th>
          </tr>
        </thead>
        <tbody>
          {delivery.goods.map((g) => (
            <tr key={g.id}>
              <td>{g.code}</td>
              <td>{g.name}</td>
              <td className="num">{formatNumber(g.quantity)}</td>
              <td className="num">{formatWeight(g.total_weight)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {delivery.payments.length > 0 && (
        <div className="slip-facts">
          {delivery.payments.map((p) => (
            <SlipFact
              key={p.id}
              label={t.payment(
                p.number,
                PAYMENT_PURPOSE_LABELS[p.purpose],
                PAYMENT_METHOD_LABELS[p.method],
              )}
            >
              {formatMoney(p.amount)}
            </SlipFact>
          ))}
        </div>
      )}
      <div className="print-keep slip-totals">
        <ProofImage delivery={delivery} kind="photo" />
        <ProofImage delivery={delivery} kind="signature" />
        <SignatureBlocks titles={t.signatures} />
      </div>
    </PrintSheet>
  );
}
