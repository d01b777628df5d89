import type { ReactNode } from 'react';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { ApiError } from '../../../lib/api-client';
import { countTripLines } from '../api/count-trip-lines';
import { useDeleteTrips } from '../api/delete-trips';
import { useArchiveConfirm } from './archive-confirm-dialog';

const t = vi.statements;

/** A vehicle's list on one date, or one customer's lines on it. */
export type StatementScope = { car_id: number; date: string; customer_id?: number };

/**
 * Spec 2 §8: a list already gone says so (404, the server's text), another refusal is
 * 'Có lỗi xảy ra trong quá trình xóa bảng kê', no reply at all 'Xóa thất bại!'.
 */
function deleteError(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return t.deleteException;
  return error.status === 404 ? error.message : t.deleteFailed;
}

/**
 * Delete of a list (spec 2 §2.1, §4): the goods lines are counted first, and if that check
 * fails nothing is deleted; the dialog says how many lines go (with an optional reason); then
 * DELETE /trips archives them and every statement list reloads.
 */
export function useDeleteStatement() {
  const toast = useToast();
  const mutation = useDeleteTrips();
  const { ask, dialog } = useArchiveConfirm();

  const onDelete = async (
    { car_id, date, customer_id }: StatementScope,
    question: (lines: number) => ReactNode,
  ) => {
    const scope = { car_id, date_from: date, date_to: date, customer_id };
    let lines: number;
    try {
      lines = await countTripLines(scope);
    } catch {
      toast.error(t.checkFailed);
      return;
    }
    if (lines === 0) {
      toast.error(t.nothingToDelete);
      return;
    }
    ask({
      content: question(lines),
      withReason: true,
      onConfirm: (reason) =>
        mutation.mutateAsync({ ...scope, reason }).then(
          () => toast.success(t.deleteSuccess),
          (error: unknown) => toast.error(deleteError(error)),
        ),
    });
  };

  return {
    onDelete: (scope: StatementScope, question: (lines: number) => ReactNode) =>
      void onDelete(scope, question),
    dialog,
  };
}
