import { receiverMessage } from '@depot/shared/deliveries/receiver-message';
import { productsApi } from '@depot/shared/products/products.contract';
import type { WaitingCustomer } from '@depot/shared/products/waiting-goods.schema';
import { trackingUrl } from '../../components/print/track-qr';
import { useToast } from '../../components/toast';
import { vi } from '../../i18n/vi';
import { callApi } from '../../lib/api-call';
import { errorMessage } from '../../lib/api-client';
import { useBranches } from '../../lib/branch-queries';
import { copyText } from '../../lib/copy-text';
import { useSettings } from '../../lib/settings-queries';

const t = vi.deliveries;

/**
 * `Sao chép tin nhắn` (docs/domain.md, "Handover"): copies the message telling a receiver their
 * goods wait (the parcels with their tracking links, where, what to pay, the hours) for the
 * clerk to paste into Zalo or an SMS. `copyGroup` takes a customer's waiting goods as
 * `Hàng chờ giao` has them; `copyWaitingOf` asks the server for them first (the goods list),
 * keeping the parcels picked when some are.
 */
export function useCopyReceiverMessage() {
  const settings = useSettings();
  const { branches, shown } = useBranches();
  const toast = useToast();
  const depot = settings.data;

  const copyGroup = async (group: WaitingCustomer) => {
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

  const copyWaitingOf = async (customerId: number, picked?: readonly number[]) => {
    let data;
    try {
      ({ data } = await callApi(productsApi.waiting, { query: { customer_id: customerId } }));
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    }
    const group = data.rows.find((row) => row.customer.id === customerId);
    const parcels = group?.parcels.filter((p) => !picked || picked.includes(p.id)) ?? [];
    if (!group || parcels.length === 0) {
      toast.error(t.nothingWaiting);
      return;
    }
    await copyGroup({ ...group, parcels });
  };

  return { ready: depot !== undefined, copyGroup, copyWaitingOf };
}
