import type { ReactNode } from 'react';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { statementDeleteError } from '../../../lib/statement-delete-error';
import { countTripLines } from '../api/count-trip-lines';
import { useDeleteTrips } from '../api/delete-trips';
import { useArchiveConfirm } from './archive-confirm-dialog';

const t = vi.statements;

/** A vehicle's list on one date, or one customer's lines on it. */
export type StatementScope = { car_id: number; date: string; customer_id?: number };

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
          (error: unknown) => toast.error(statementDeleteError(error)),
        ),
    });
  };

  return {
    onDelete: (scope: StatementScope, question: (lines: number) => ReactNode) =>
      void onDelete(scope, question),
    dialog,
  };
}
