import { FIRST_BRANCH_ID } from '@depot/shared/branches/branches.rules';
import type { Context } from '../../lib/context';
import { takeNumber } from '../payments/payments-record.service';
import * as q from './payouts.queries';

type Stamped =
  'number_year' | 'number_month' | 'number_order' | 'paid_at' | 'paid_by' | 'branch_id';

/**
 * Writes a payout paid now by the actor, at the branch they act for (the first branch for the
 * owner acting for all), numbered `PC-` in its month: the counter is taken last, just before the
 * insert, so it is held for the shortest time.
 */
export async function insertNumberedPayout(
  tx: Context,
  values: Omit<q.NewPayout, Stamped>,
): Promise<{ id: number }> {
  const paidAt = new Date();
  const number = await takeNumber(tx, 'PC', paidAt);
  return q.insertPayout(tx.db, {
    ...values,
    number_year: number.year,
    number_month: number.month,
    number_order: number.order,
    paid_at: paidAt,
    paid_by: tx.actor?.id ?? null,
    branch_id: tx.branch ?? FIRST_BRANCH_ID,
  });
}
