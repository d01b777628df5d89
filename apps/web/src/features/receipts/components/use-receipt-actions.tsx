import type { ReceiptLine } from '@depot/shared/receipts/receipts.schema';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { ApiError } from '../../../lib/api-client';
import { useDeleteReceiptLine } from '../api/delete-receipt-line';
import { usePayReceipt } from '../api/pay-receipt';
import type { ReceiptParams } from '../api/receipt-keys';

const t = vi.receipts;

/**
 * What an open receipt lets staff do (spec 2 §2.6, §8, docs/decisions/0001-payments-are-records.md): delete a line after
 * 'Xác nhận xóa', and collect lines. Both reload the receipt; failures say why in a toast.
 */
export function useReceiptActions(query: ReceiptParams) {
  const toast = useToast();
  const { confirm, dialog } = useConfirmDelete();
  const remove = useDeleteReceiptLine();
  const pay = usePayReceipt();

  const onDelete = (line: ReceiptLine) =>
    confirm({
      content: t.deleteQuestion(line.product.name),
      onConfirm: () =>
        remove
          .mutateAsync(line.id)
          .then(toast.success, (error: unknown) =>
            toast.error(
              error instanceof ApiError && error.status !== 0
                ? t.deleteFailed(error.message)
                : t.deleteException,
            ),
          ),
    });

  const onPay = (transportIds: number[] | undefined) =>
    pay.mutateAsync({ ...query, transport_ids: transportIds }).then(
      (result) => toast.success(t.paySuccess(result.paid)),
      (error: unknown) => {
        toast.error(error instanceof ApiError && error.status !== 0 ? error.message : t.payFailed);
        throw error;
      },
    );

  return { onDelete, onPay, paying: pay.isPending, dialog };
}
