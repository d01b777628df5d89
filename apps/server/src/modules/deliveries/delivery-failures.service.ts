import { FIRST_BRANCH_ID } from '@depot/shared/branches/branches.rules';
import {
  FAILURE_REASON_INACTIVE,
  FAILURE_REASON_NOT_FOUND,
  FAILURE_REASON_TAKEN,
  type FailureReason,
} from '@depot/shared/deliveries/delivery-failures.schema';
import { ConflictError, NotFoundError } from '../../errors';
import { guardConstraints, type ConstraintConflicts } from '../../lib/constraint-conflict';
import { actorOf, inTransaction, type Context } from '../../lib/context';
import { lockForGoodsChange } from '../../lib/lock-order';
import { publishChange } from '../../lib/publish-change';
import { recordAudit } from '../audit/audit.service';
import { placesOf } from './deliveries.service';
import * as q from './delivery-failures.queries';

/** `Không giao được` (docs/domain.md, "Handover"): failed attempts and the depot's reasons. */

const REASON_CONFLICTS: ConstraintConflicts = {
  delivery_failure_reasons_name_key: { field: 'name', message: FAILURE_REASON_TAKEN },
};

export function listFailureReasons(ctx: Context): Promise<FailureReason[]> {
  return q.listReasons(ctx.db);
}

export function createFailureReason(ctx: Context, body: { name: string; active: boolean }) {
  return guardConstraints(REASON_CONFLICTS, () => q.insertReason(ctx.db, body));
}

export async function updateFailureReason(
  ctx: Context,
  id: number,
  body: { name: string; active: boolean },
): Promise<FailureReason> {
  const row = await guardConstraints(REASON_CONFLICTS, () => q.updateReason(ctx.db, id, body));
  if (!row) throw new NotFoundError(FAILURE_REASON_NOT_FOUND);
  return row;
}

/**
 * POST /deliveries/failed: the parcels were not handed over, for a reason of the list. They stay
 * waiting where they are (the same places a handover takes them from), each attempt recorded.
 */
export async function recordFailedAttempt(
  ctx: Context,
  body: { goods: number[]; reason_id: number; note?: string | null },
) {
  const actor = actorOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const reason = await q.reasonById(tx.db, body.reason_id);
    if (!reason) throw new NotFoundError(FAILURE_REASON_NOT_FOUND);
    if (!reason.active) throw new ConflictError(FAILURE_REASON_INACTIVE);
    const { goods } = await lockForGoodsChange(tx, body.goods);
    if (goods.length !== body.goods.length) throw new NotFoundError('Không tìm thấy hàng hóa');
    const places = await placesOf(tx, goods);
    const at = new Date();
    // Where each attempt was made: the acting branch, else where the parcel waits.
    const attempts = goods.map((g) => {
      const place = places.get(g.id)!;
      const where = place.arrived ? place.to_branch_id! : place.origin_branch_id;
      return {
        product_id: g.id,
        reason_id: reason.id,
        note: body.note ?? null,
        branch_id: tx.branch ?? where ?? FIRST_BRANCH_ID,
        attempted_at: at,
        attempted_by: actor.id,
      };
    });
    await q.insertAttempts(tx.db, attempts);
    await recordAudit(
      tx,
      attempts.map((a) => ({
        entity: 'product',
        entity_id: a.product_id,
        action: 'delivery_failed',
        before: null,
        // `at_branch_id`: the history shows the step at the branch that made it.
        after: { reason: reason.name, note: body.note ?? null, at_branch_id: a.branch_id },
      })),
    );
    await publishChange(
      tx,
      'deliveryFailed',
      goods.map((g) => g.id),
    );
    return {
      attempts: await q.attemptCounts(
        tx.db,
        goods.map((g) => g.id),
      ),
    };
  });
}
