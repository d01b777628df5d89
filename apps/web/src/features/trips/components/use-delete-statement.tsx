import type { ReactNode } from 'react';
import { useArchiveStatement } from '../../../components/use-archive-statement';
import { useArchiveConfirm } from './archive-confirm-dialog';

/** A vehicle's list on one date, or one customer's lines on it. */
export type StatementScope = { car_id: number; date: string; customer_id?: number };

/**
 * Delete of a list (spec 2 §2.1, §4): the dialog says how many goods lines go and takes an
 * optional reason the archive tab shows.
 */
export function useDeleteStatement() {
  const archive = useArchiveStatement();
  const { ask, dialog } = useArchiveConfirm();

  const onDelete = (
    { car_id, date, customer_id }: StatementScope,
    question: (lines: number) => ReactNode,
  ) =>
    void archive({ car_id, date_from: date, date_to: date, customer_id }, (lines, run) =>
      ask({ content: question(lines), withReason: true, onConfirm: run }),
    );

  return { onDelete, dialog };
}
