import { Button } from 'antd';
import { receiverMessage } from '@depot/shared/deliveries/receiver-message';
import type { WaitingCustomer } from '@depot/shared/products/waiting-goods.schema';
import { TAP_SIZE } from '../../../components/phone/phone-theme';
import { trackingUrl } from '../../../components/print/track-qr';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { useBranches } from '../../../lib/branch-queries';
import { copyText } from '../../../lib/copy-text';
import { useSettings } from '../../../lib/settings-queries';

const t = vi.deliveries;

/**
 * `Sao chép tin nhắn` (docs/domain.md, "Handover"): the message telling a receiver their goods
 * wait (the parcels with their tracking links, where, what to pay, the hours), copied for the
 * clerk to paste into Zalo or an SMS.
 */
export function CopyMessageButton({ group }: { group: WaitingCustomer }) {
  const settings = useSettings();
  const { branches, shown } = useBranches();
  const toast = useToast();
  const depot = settings.data;
  const onCopy = async () => {
    if (!depot) return;
    const branch = branches.find((b) => b.id === group.parcels[0]?.branch_id);
    const text = receiverMessage({
      customerName: group.customer.full_name,
      depotName: depot.depot_name,
      branchName: shown && branch ? branch.name : null,
      hotline: depot.hotline,
      hoursNote: depot.hours_note,
      parcels: group.parcels,
      links: new Map(
        group.parcels.map((p) => [p.code, trackingUrl(depot.public_url, p.track_token)]),
      ),
    });
    if (await copyText(text)) toast.success(t.messageCopied);
    else toast.error(t.messageNotCopied);
  };
  return (
    <Button style={{ minHeight: TAP_SIZE }} disabled={!depot} onClick={() => void onCopy()}>
      {t.copyMessage}
    </Button>
  );
}
