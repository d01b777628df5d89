import { receiverFreightDue } from '@depot/shared/products/sender-cod.rules';
import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import type { Product } from '@depot/shared/products/products.schema';
import { DeliveryDialog } from '../../../domain/delivery-dialog/delivery-dialog';
import { useCopyReceiverMessage } from '../../../domain/receiver-message/use-copy-receiver-message';
import { vi } from '../../../i18n/vi';

const t = vi.deliveries;

/** Why the goods picked cannot be handed over together, or null when they can. */
function notTogether(selected: readonly Product[]): string | null {
  if (new Set(selected.map((p) => p.customer_id)).size > 1) return t.oneReceiver;
  if (selected.some((p) => p.stage === 'delivered')) return t.someDelivered;
  return null;
}

/**
 * `Giao hàng` and `Sao chép tin nhắn` for the goods picked in the list (docs/domain.md, "Handover"): one receiver's, not
 * handed over yet; the server still refuses any that are not where the clerk's branch can hand
 * them over, with their code. The dialog stays when its goods leave the page after the handover.
 */
export function DeliverSelected({
  selected,
  onDelivered,
}: {
  selected: readonly Product[];
  onDelivered: () => void;
}) {
  const [open, setOpen] = useState<readonly Product[] | null>(null);
  const message = useCopyReceiverMessage();
  const why = notTogether(selected);
  // Telling the receiver their goods wait: the picked ones still waiting at the branch.
  const copy = () =>
    void message.copyWaitingOf(
      selected[0]!.customer_id,
      selected.map((p) => p.id),
    );
  return (
    <>
      <Tooltip title={why}>
        <Button size="small" disabled={why !== null} onClick={() => setOpen(selected)}>
          {t.open}
        </Button>
      </Tooltip>
      <Tooltip title={why}>
        <Button size="small" disabled={why !== null || !message.ready} onClick={copy}>
          {t.copyMessage}
        </Button>
      </Tooltip>
      {open && (
        <DeliveryDialog
          open
          onClose={() => setOpen(null)}
          onDelivered={onDelivered}
          customer={open[0]!.customer}
          parcels={open.map((p) => ({
            id: p.id,
            code: p.code,
            name: p.name,
            // A sender who pays the freight owes it: the receiver pays only the thu hộ.
            due: receiverFreightDue(p),
            cod_due: p.cod_due,
          }))}
        />
      )}
    </>
  );
}
