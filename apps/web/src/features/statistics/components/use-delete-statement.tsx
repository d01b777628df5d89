import type { ReceiptStatsRow } from '@depot/shared/statistics/statistics.schema';
import { formatDate } from '@depot/shared/text/format';
import { useArchiveStatement } from '../../../components/use-archive-statement';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { vi } from '../../../i18n/vi';

const t = vi.statistics;

/**
 * Delete of a statistics card (spec 2 §2.7, §4): the statement of its customer, vehicle and date,
 * archived as the statements screen does it; 'Xác nhận xóa' says how many lines go, no reason.
 */
export function useDeleteStatementCard() {
  const archive = useArchiveStatement();
  const { confirm, dialog } = useConfirmDelete();

  const onDelete = (row: ReceiptStatsRow) =>
    void archive(
      {
        car_id: row.car.id,
        date_from: row.datefrom,
        date_to: row.datefrom,
        customer_id: row.customer.id,
      },
      (lines, run) =>
        confirm({
          content: t.deleteQuestion(
            row.customer.full_name,
            row.car.number_car,
            formatDate(row.datefrom),
            lines,
          ),
          onConfirm: () => run(undefined),
        }),
    );

  return { onDelete, dialog };
}
