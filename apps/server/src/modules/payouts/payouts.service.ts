import type { PaymentMethod } from '@depot/shared/payments/payments.rules';
import {
  payoutNumber,
  type PayoutKind,
  type TripCostType,
} from '@depot/shared/payouts/payouts.rules';
import type {
  Payout,
  PayoutCreateValues,
  PayoutList,
  PayoutListFilters,
} from '@depot/shared/payouts/payouts.schema';
import { ConflictError, NotFoundError } from '../../errors';
import { actsFor } from '../../lib/branch-scope';
import { actorOf, inTransaction, type Context } from '../../lib/context';
import { pageOf } from '../../lib/reply';
import { requestOnce } from '../../lib/request-once';
import { publishChange } from '../../lib/publish-change';
import { recordAudit } from '../audit/audit.service';
import { depotTimeZone } from '../settings/settings.service';
import { codPayoutLines, recordCodPayout, voidCodPayoutLines } from './payouts-cod.service';
import { insertNumberedPayout } from './payouts-record.service';
import * as q from './payouts.queries';

/**
 * Payouts (`Phiếu chi`, docs/payments.md "Payouts"): money paid out, a record never edited or
 * deleted. Staff record trip costs and other spending; an admin voids one with a reason.
 */

export const PAYOUT_NOT_FOUND = 'Không tìm thấy phiếu chi';
export const PAYOUT_ALREADY_VOIDED = 'Phiếu chi đã được hủy trước đó';
export const TRIP_GONE = 'Chuyến xe không tồn tại hoặc đã bị xóa';
export const PAYOUT_ENTITY = 'payout';

const person = (id: number | null, fullname: string | null) =>
  id === null ? null : { id, fullname: fullname ?? '' };

function toPayout(row: q.PayoutRowData): Payout {
  return {
    id: row.id,
    number: payoutNumber({
      year: row.number_year,
      month: row.number_month,
      order: row.number_order,
    }),
    kind: row.kind as PayoutKind,
    amount: row.amount,
    cod_gross: row.cod_gross,
    cod_fee: row.cod_fee,
    method: row.method as PaymentMethod,
    trip:
      row.trip_id === null
        ? null
        : { id: row.trip_id, number_car: row.number_car ?? '', datetime_from: row.datetime_from! },
    cost_type: row.cost_type as TripCostType | null,
    sender:
      row.sender_id === null
        ? null
        : { id: row.sender_id, full_name: row.sender_name ?? '', phone: row.sender_phone ?? '' },
    note: row.note,
    paid_at: row.paid_at.toISOString(),
    paid_by: person(row.paid_by_id, row.paid_by_name),
    branch_id: row.branch_id,
    voided_at: row.voided_at?.toISOString() ?? null,
    voided_by: person(row.voided_by_id, row.voided_by_name),
    void_reason: row.void_reason,
  };
}

/** The payout's row when the request's branch may see it (another branch's is not found). */
async function visiblePayout(ctx: Context, id: number): Promise<q.PayoutRowData> {
  const row = await q.findPayout(ctx.db, id);
  if (!row || !actsFor(ctx.branch, row.branch_id)) throw new NotFoundError(PAYOUT_NOT_FOUND);
  return row;
}

/** GET /api/payouts/:id; a payout of thu hộ with the lines it paid. */
export async function getPayout(ctx: Context, id: number): Promise<Payout> {
  const payout = toPayout(await visiblePayout(ctx, id));
  if (payout.kind !== 'cod') return payout;
  return { ...payout, cod_lines: await codPayoutLines(ctx, id) };
}

/**
 * POST /api/payouts: a trip cost or other spending paid now (insertNumberedPayout), or thu hộ
 * paid to a sender (recordCodPayout). Once per request_id. A trip cost's trip must be live; no
 * row is locked (a trip archived meanwhile keeps its costs, as it keeps its lines).
 */
export async function createPayout(ctx: Context, body: PayoutCreateValues): Promise<Payout> {
  actorOf(ctx);
  const id = await requestOnce<number>(ctx, 'payout.create', body.request_id, async (tx) => {
    if (body.kind === 'cod') return recordCodPayout(tx, body);
    const trip = body.kind === 'trip' ? (body.trip_id ?? null) : null;
    if (trip !== null && !(await q.isLiveTrip(tx.db, trip))) {
      throw new ConflictError(TRIP_GONE, { trip_id: TRIP_GONE });
    }
    const row = await insertNumberedPayout(tx, {
      kind: body.kind,
      trip_id: trip,
      cost_type: trip === null ? null : (body.cost_type ?? null),
      amount: body.amount,
      method: body.method,
      note: body.note ?? null,
    });
    await publishChange(tx, 'payoutRecorded', [row.id]);
    return row.id;
  });
  return getPayout(ctx, id);
}

/**
 * POST /api/payouts/:id/void (admins): the payout is voided with the reason, a record of its own
 * in the money trail; it stays listed, marked voided. A payout of thu hộ gives its lines back:
 * the depot owes the sender that money again.
 */
export async function voidPayout(ctx: Context, id: number, reason: string): Promise<Payout> {
  const actor = actorOf(ctx);
  await inTransaction(ctx, async (tx) => {
    const found = await visiblePayout(tx, id);
    if (found.kind === 'cod') await voidCodPayoutLines(tx, id);
    const voided = await q.voidPayoutRow(tx.db, id, actor.id, reason);
    if (!voided) throw new ConflictError(PAYOUT_ALREADY_VOIDED);
    await recordAudit(tx, [
      {
        entity: PAYOUT_ENTITY,
        entity_id: id,
        action: 'void',
        before: { voided_at: null, amount: found.amount, kind: found.kind },
        after: { voided_at: voided.voided_at?.toISOString() ?? null, void_reason: reason },
      },
    ]);
    await publishChange(tx, 'payoutVoided', [id]);
  });
  return getPayout(ctx, id);
}

/**
 * GET /api/payouts: the payouts of the branch acted for, newest first, by the depot days paid
 * (none given: every day), kind and trip; voided ones are listed. `amount` sums the live ones
 * of every page.
 */
export async function listPayouts(ctx: Context, query: PayoutListFilters): Promise<PayoutList> {
  actorOf(ctx);
  const from = query.date_from ?? query.date_to;
  const to = query.date_to ?? query.date_from;
  const filters: q.PayoutFilters = {
    days: from && to ? { from, to, zone: await depotTimeZone(ctx) } : undefined,
    kind: query.kind,
    tripId: query.trip_id,
    branch: ctx.branch,
  };
  const [rows, sums] = await Promise.all([
    q.payoutsPage(ctx.db, filters, query),
    q.payoutsSums(ctx.db, filters),
  ]);
  return {
    ...pageOf(rows.map(toPayout), sums.count, query.paged, query.limit),
    amount: sums.amount,
  };
}
