import { FIRST_BRANCH_ID } from '@depot/shared/branches/branches.rules';
import type { PaymentMethod } from '@depot/shared/payments/payments.rules';
import { productCode } from '@depot/shared/products/products.rules';
import {
  REMITTANCE_BRANCH_MISSING,
  REMITTANCE_CONFIRM_NOT_HERE,
  REMITTANCE_LINES_CHANGED,
  REMITTANCE_NOT_FOUND,
  REMITTANCE_NOT_PENDING,
  REMITTANCE_TO_SELF,
  remittanceChanged,
  remittanceNumber,
  remittanceState,
} from '@depot/shared/remittances/remittances.rules';
import type {
  Remittable,
  RemittableQuery,
  Remittance,
  RemittanceCreateValues,
  RemittanceLine,
  RemittanceList,
  RemittanceListFilters,
} from '@depot/shared/remittances/remittances.schema';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { actsFor } from '../../lib/branch-scope';
import { actorOf, inTransaction, type Context } from '../../lib/context';
import { lockGoods } from '../../lib/lock-order';
import { publishChange } from '../../lib/publish-change';
import { pageOf } from '../../lib/reply';
import { requestOnce } from '../../lib/request-once';
import { recordAudit } from '../audit/audit.service';
import { takeNumber } from '../payments/payments-record.service';
import * as q from './remittances.queries';

/**
 * Money sent between branches (`Phiếu chuyển tiền`, docs/payments.md "Money between branches"):
 * the branch acted for sends; the receiving branch confirms; an admin voids one not confirmed.
 */

export const REMITTANCE_ENTITY = 'remittance';

const person = (id: number | null, fullname: string | null) =>
  id === null ? null : { id, fullname: fullname ?? '' };

function toRemittance(row: q.RemittanceRow): Remittance {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const r = { confirmed_at: iso(row.confirmed_at), voided_at: iso(row.voided_at) };
  return {
    id: row.id,
    number: remittanceNumber({
      year: row.number_year,
      month: row.number_month,
      order: row.number_order,
    }),
    state: remittanceState(r),
    from_branch: { id: row.from_id, code: row.from_code, name: row.from_name },
    to_branch: { id: row.to_id, code: row.to_code, name: row.to_name },
    amount: row.amount,
    method: row.method as PaymentMethod,
    note: row.note,
    sent_at: row.sent_at.toISOString(),
    sent_by: person(row.sent_by_id, row.sent_by_name),
    ...r,
    confirmed_by: person(row.confirmed_by_id, row.confirmed_by_name),
    voided_by: person(row.voided_by_id, row.voided_by_name),
    void_reason: row.void_reason,
  };
}

function toLine(r: q.RemittableRow): RemittanceLine {
  return {
    product_id: r.product_id,
    code: productCode(r),
    name: r.name,
    datetime: r.datetime,
    sender: r.sender_id === null ? null : { id: r.sender_id, full_name: r.sender_name ?? '' },
    receiver: { id: r.receiver_id, full_name: r.receiver_name },
    cod_amount: Number(r.cod_amount),
    amount: Number(r.amount),
  };
}

/** Either end of it is the branch acted for; another branch's is not found. */
async function visible(ctx: Context, id: number): Promise<q.RemittanceRow> {
  const row = await q.findRemittance(ctx.db, id);
  if (!row || !actsFor(ctx.branch, row.from_id, row.to_id)) {
    throw new NotFoundError(REMITTANCE_NOT_FOUND);
  }
  return row;
}

/** GET /api/remittances/:id with its lines. */
export async function getRemittance(ctx: Context, id: number): Promise<Remittance> {
  const remittance = toRemittance(await visible(ctx, id));
  return { ...remittance, lines: (await q.linesOf(ctx.db, id)).map(toLine) };
}

/** The branch money leaves: the one acted for (the first for the owner acting for all). */
const sendingBranch = (ctx: Context) => ctx.branch ?? FIRST_BRANCH_ID;

/** GET /api/remittances/lines: thu hộ collected here for the senders of `to_branch_id`. */
export async function remittable(ctx: Context, query: RemittableQuery): Promise<Remittable> {
  actorOf(ctx);
  const rows = await q.remittableLines(ctx.db, {
    from: sendingBranch(ctx),
    to: query.to_branch_id,
  });
  const lines = rows.map(toLine);
  return { lines, amount: lines.reduce((sum, l) => sum + l.amount, 0) };
}

/**
 * Lines ticked are locked (the lock order's goods step) and read again: a collection voided or a
 * line sent meanwhile, or a sum other than the clerk saw, is refused rather than sent.
 */
async function lockedLines(tx: Context, body: RemittanceCreateValues, from: number) {
  const ids = body.lines!;
  await lockGoods(tx.db, ids);
  const rows = await q.remittableLines(tx.db, { from, to: body.to_branch_id }, ids);
  if (rows.length !== ids.length) {
    throw new ConflictError(REMITTANCE_LINES_CHANGED, { lines: REMITTANCE_LINES_CHANGED });
  }
  const lines = rows.map((r) => ({ product_id: r.product_id, amount: Number(r.amount) }));
  const sum = lines.reduce((s, l) => s + l.amount, 0);
  if (sum !== body.amount) {
    const message = remittanceChanged(sum);
    throw new ConflictError(message, { amount: message });
  }
  return lines;
}

/** POST /api/remittances: sent now by the actor from the branch acted for; once per request_id. */
export async function createRemittance(
  ctx: Context,
  body: RemittanceCreateValues,
): Promise<Remittance> {
  const actor = actorOf(ctx);
  const from = sendingBranch(ctx);
  if (body.to_branch_id === from) {
    throw new ConflictError(REMITTANCE_TO_SELF, { to_branch_id: REMITTANCE_TO_SELF });
  }
  const id = await requestOnce<number>(ctx, 'remittance.create', body.request_id, async (tx) => {
    if (!(await q.branchExists(tx.db, body.to_branch_id))) {
      throw new ConflictError(REMITTANCE_BRANCH_MISSING, {
        to_branch_id: REMITTANCE_BRANCH_MISSING,
      });
    }
    const lines = body.lines ? await lockedLines(tx, body, from) : [];
    const sentAt = new Date();
    const number = await takeNumber(tx, 'CT', sentAt);
    const row = await q.insertRemittance(tx.db, {
      number_year: number.year,
      number_month: number.month,
      number_order: number.order,
      from_branch_id: from,
      to_branch_id: body.to_branch_id,
      amount: body.amount,
      method: body.method,
      note: body.note ?? null,
      sent_at: sentAt,
      sent_by: actor.id,
    });
    await q.insertLines(tx.db, row.id, lines);
    await publishChange(tx, 'remittanceChanged', [row.id]);
    return row.id;
  });
  return getRemittance(ctx, id);
}

/**
 * POST /api/remittances/:id/confirm: the receiving branch (or the owner acting for all) says the
 * money arrived; its cash enters that branch's drawer now.
 */
export async function confirmRemittance(ctx: Context, id: number): Promise<Remittance> {
  const actor = actorOf(ctx);
  await inTransaction(ctx, async (tx) => {
    const found = await visible(tx, id);
    if (!actsFor(tx.branch, found.to_id)) throw new ForbiddenError(REMITTANCE_CONFIRM_NOT_HERE);
    if (!(await q.confirmRow(tx.db, id, actor.id))) {
      throw new ConflictError(REMITTANCE_NOT_PENDING);
    }
    await recordAudit(tx, [
      {
        entity: REMITTANCE_ENTITY,
        entity_id: id,
        action: 'confirm',
        before: { confirmed_at: null },
        after: { confirmed_by: actor.id, amount: found.amount },
      },
    ]);
    await publishChange(tx, 'remittanceChanged', [id]);
  });
  return getRemittance(ctx, id);
}

/** POST /api/remittances/:id/void (admins): while not confirmed; its lines may be sent again. */
export async function voidRemittance(ctx: Context, id: number, reason: string) {
  const actor = actorOf(ctx);
  await inTransaction(ctx, async (tx) => {
    const found = await visible(tx, id);
    await lockGoods(tx.db, await q.liveLineGoods(tx.db, id));
    const voided = await q.voidRow(tx.db, id, actor.id, reason);
    if (!voided) throw new ConflictError(REMITTANCE_NOT_PENDING);
    await q.voidLines(tx.db, id);
    await recordAudit(tx, [
      {
        entity: REMITTANCE_ENTITY,
        entity_id: id,
        action: 'void',
        before: { voided_at: null, amount: found.amount },
        after: { voided_at: voided.voided_at?.toISOString() ?? null, void_reason: reason },
      },
    ]);
    await publishChange(tx, 'remittanceChanged', [id]);
  });
  return getRemittance(ctx, id);
}

/** GET /api/remittances: of the branch acted for, newest first; `pending_in` waits for it. */
export async function listRemittances(
  ctx: Context,
  query: RemittanceListFilters,
): Promise<RemittanceList> {
  actorOf(ctx);
  const branch = ctx.branch ?? null;
  const filters: q.RemittanceFilters = { branch, side: query.side, state: query.state };
  const [rows, total, pendingIn] = await Promise.all([
    q.remittancesPage(ctx.db, filters, query),
    q.remittancesCount(ctx.db, filters),
    q.remittancesCount(ctx.db, { branch, side: 'in', state: 'pending' }),
  ]);
  return {
    ...pageOf(rows.map(toRemittance), total, query.paged, query.limit),
    pending_in: pendingIn,
  };
}
