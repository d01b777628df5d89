import type { ReceiptStatsRow } from '@depot/shared/statistics/statistics.schema';
import { formatDate } from '@depot/shared/text/format';
import { useToast } from '../../../components/toast';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { vi } from '../../../i18n/vi';
import { statementDeleteError } from '../../../lib/statement-delete-error';
import { countStatementLines, useDeleteStatement } from '../api/delete-statement';

const t = vi.statistics;

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
          (error: unknown) => toast.error(statementDeleteError(error)),
        ),
    });
  };

  return { onDelete: (row: ReceiptStatsRow) => void onDelete(row), dialog };
}
