import type { ReceiptStatsRow } from '@depot/shared/statistics/statistics.schema';
import { formatDate } from '@depot/shared/text/format';
import { useToast } from '../../../components/toast';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { vi } from '../../../i18n/vi';
import { ApiError } from '../../../lib/api-client';
import { countStatementLines, useDeleteStatement } from '../api/delete-statement';

const t = vi.statistics;

/**
 * Spec 2 §8: a statement already gone says so (404, the server's text), another refusal is
 * 'Có lỗi xảy ra trong quá trình xóa bảng kê', no reply at all 'Xóa thất bại!'.
 */
function deleteError(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return t.deleteException;
  return error.status === 404 ? error.message : t.deleteFailed;
}

/**
 * Delete of a statistics card (spec 2 §2.7, §4): its goods are counted first (if that check
 * fails nothing is deleted), 'Xác nhận xóa' says how many, then DELETE /trips archives them
 * as the statements screen does, and the statistics reload.
 */
export function useDeleteStatementCard() {
  const toast = useToast();
  const mutation = useDeleteStatement();
  const { confirm, dialog } = useConfirmDelete();

  const onDelete = async (row: ReceiptStatsRow) => {
    const scope = {
      car_id: row.car.id,
      date_from: row.datefrom,
      date_to: row.datefrom,
      customer_id: row.customer.id,
    };
    let lines: number;
    try {
      lines = await countStatementLines(scope);
    } catch {
      toast.error(t.checkFailed);
      return;
    }
    if (lines === 0) {
      toast.error(t.nothingToDelete);
      return;
    }
    confirm({
      content: t.deleteQuestion(
        row.customer.full_name,
        row.car.number_car,
        formatDate(row.datefrom),
        lines,
      ),
      onConfirm: () =>
        mutation.mutateAsync(scope).then(
          () => toast.success(t.deleteSuccess),
          (error: unknown) => toast.error(deleteError(error)),
        ),
    });
  };

  return { onDelete: (row: ReceiptStatsRow) => void onDelete(row), dialog };
}
