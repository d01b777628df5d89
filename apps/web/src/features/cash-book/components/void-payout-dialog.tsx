import { payoutVoidBodySchema, type Payout } from '@depot/shared/payouts/payouts.schema';
import { vi } from '../../../i18n/vi';
import { zodRule } from '../../../lib/zod-rule';
import { useVoidPayout } from '../api/void-payout';
import { payoutKindText } from './payouts-columns';
import { VoidRecordDialog } from '../../../components/void-record-dialog';

const t = vi.payouts;
const reasonRule = zodRule(payoutVoidBodySchema.shape.reason);

type VoidPayoutDialogProps = {
  /** The payout to void; the dialog is open while there is one. */
  payout: Payout | undefined;
  onClose: () => void;
};

/** `Hủy phiếu chi`: the payouts and the cash book reload once the server has answered. */
export function VoidPayoutDialog({ payout, onClose }: VoidPayoutDialogProps) {
  const mutation = useVoidPayout();
  return (
    <VoidRecordDialog
      texts={
        payout && {
          title: t.voidTitle(payout.number),
          question: `${payoutKindText(payout)}. ${t.voidQuestion(payout.amount)}`,
          reason: t.voidReason,
          reasonPlaceholder: t.voidReasonPlaceholder,
          confirm: t.voidConfirm,
          close: t.voidClose,
        }
      }
      reasonRule={reasonRule}
      send={(reason) => mutation.mutateAsync({ id: payout!.id, reason })}
      pending={mutation.isPending}
      onClose={onClose}
    />
  );
}
