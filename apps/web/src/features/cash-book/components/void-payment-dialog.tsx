import { paymentVoidBodySchema, type PaymentRow } from '@depot/shared/payments/payments.schema';
import { vi } from '../../../i18n/vi';
import { zodRule } from '../../../lib/zod-rule';
import { useVoidPayment } from '../api/void-payment';
import { VoidRecordDialog } from '../../../components/void-record-dialog';

const t = vi.cashBook;
const reasonRule = zodRule(paymentVoidBodySchema.shape.reason);

type VoidPaymentDialogProps = {
  /** The payment to void; the dialog is open while there is one. */
  payment: PaymentRow | undefined;
  onClose: () => void;
};

/** `Hủy phiếu` of a payment: the cash book and every figure of collected money then reload. */
export function VoidPaymentDialog({ payment, onClose }: VoidPaymentDialogProps) {
  const mutation = useVoidPayment();
  return (
    <VoidRecordDialog
      texts={
        payment && {
          title: t.voidTitle(payment.number),
          question: t.voidQuestion(payment.amount, payment.customer.full_name),
          reason: t.voidReason,
          reasonPlaceholder: t.voidReasonPlaceholder,
          confirm: t.voidConfirm,
          close: t.voidClose,
        }
      }
      reasonRule={reasonRule}
      send={(reason) => mutation.mutateAsync({ id: payment!.id, reason })}
      pending={mutation.isPending}
      onClose={onClose}
    />
  );
}
