import { FIRST_BRANCH_ID } from '@depot/shared/branches/branches.rules';
import {
  CASH_DATE_IN_FUTURE,
  OPENING_REASON_REQUIRED,
  type CashCount,
  type CashCountValues,
  type CashOpening,
  type CashOpeningValues,
} from '@depot/shared/cash-book/cash-book.schema';
import { countDifference } from '@depot/shared/cash-book/cash-book.rules';
import { depotToday } from '@depot/shared/validation/dates';
import { BadRequestError, ConflictError } from '../../errors';
import { actorOf, inTransaction, type Context } from '../../lib/context';
import { publishChange } from '../../lib/publish-change';
import { recordAudit } from '../audit/audit.service';
import { depotTimeZone } from '../settings/settings.service';
import { closingOfDay, toCount, toOpening } from './cash-book.service';
import * as q from './cash-book.queries';
import * as c from './cash-counts.queries';

/**
 * What people write into the cash book (docs/payments.md "Sổ quỹ (cash book)"): the first
 * opening balance (admins, once; a change with a reason) and the cash counts (`Kiểm quỹ`, staff).
 * Both are for the branch acted for; the owner acting for all writes the first branch's, as a
 * payment or payout is taken there.
 */

export const CASH_OPENING_ENTITY = 'cash_opening';
export const CASH_COUNT_ENTITY = 'cash_count';

/** A day after today at the depot is refused by its field (nothing is counted in advance). */
async function refuseFuture(ctx: Context, date: string, field: string): Promise<void> {
  if (date > depotToday(await depotTimeZone(ctx))) {
    throw new BadRequestError(CASH_DATE_IN_FUTURE, { [field]: CASH_DATE_IN_FUTURE });
  }
}

/**
 * POST /api/cash-counts: the cash a clerk counted in the drawer for a depot day, against the
 * book's closing of that day at this moment; the difference (counted − book) is in the money
 * trail. A later count of the same branch and day corrects it: all are kept, the latest shows.
 */
export async function recordCount(ctx: Context, body: CashCountValues): Promise<CashCount> {
  const actor = actorOf(ctx);
  await refuseFuture(ctx, body.date, 'date');
  const branch = ctx.branch ?? FIRST_BRANCH_ID;
  const id = await inTransaction(ctx, async (tx) => {
    const book = await closingOfDay(tx, branch, body.date);
    const row = await c.insertCount(tx.db, {
      branch_id: branch,
      count_date: body.date,
      counted: body.counted,
      book,
      note: body.note ?? null,
      counted_by: actor.id,
    });
    await recordAudit(tx, [
      {
        entity: CASH_COUNT_ENTITY,
        entity_id: row.id,
        action: 'count',
        after: {
          branch_id: branch,
          date: body.date,
          counted: body.counted,
          book,
          difference: countDifference(body.counted, book),
          note: body.note ?? null,
        },
      },
    ]);
    await publishChange(tx, 'cashCounted', [row.id]);
    return row.id;
  });
  return toCount((await c.findCount(ctx.db, id))!);
}

/**
 * PUT /api/cash-book/opening (admins): the branch's first opening balance, the cash in its
 * drawer at the start of `date`. Set once; once set, a change needs a reason (409 naming the
 * field without one) and its before and after go to the money trail.
 */
export async function setOpening(ctx: Context, body: CashOpeningValues): Promise<CashOpening> {
  const actor = actorOf(ctx);
  await refuseFuture(ctx, body.date, 'date');
  const branch = ctx.branch ?? FIRST_BRANCH_ID;
  await inTransaction(ctx, async (tx) => {
    const values = { opening_date: body.date, amount: body.amount, set_by: actor.id };
    const added = await c.insertOpening(tx.db, { ...values, branch_id: branch, reason: null });
    if (added) {
      await recordAudit(tx, [
        {
          entity: CASH_OPENING_ENTITY,
          entity_id: added.id,
          action: 'set',
          after: { branch_id: branch, date: body.date, amount: body.amount },
        },
      ]);
      await publishChange(tx, 'cashCounted');
      return;
    }
    if (!body.reason) {
      throw new ConflictError(OPENING_REASON_REQUIRED, { reason: OPENING_REASON_REQUIRED });
    }
    const [before] = await q.findOpenings(tx.db, branch);
    const changed = await c.updateOpening(tx.db, branch, { ...values, reason: body.reason });
    await recordAudit(tx, [
      {
        entity: CASH_OPENING_ENTITY,
        entity_id: changed!.id,
        action: 'change',
        before: { date: before!.opening_date, amount: before!.amount },
        after: { date: body.date, amount: body.amount, reason: body.reason },
      },
    ]);
    await publishChange(tx, 'cashCounted');
  });
  const [row] = await q.findOpenings(ctx.db, branch);
  return toOpening(row!);
}
