import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { cars, customers, payouts, trips, users } from '../../db/schema/index';
import { withinDepotDays } from '../../lib/depot-day.sql';

/** The writes and reads of payouts (`Phiếu chi`): this module is their only writer. */

const payer = alias(users, 'payer');
const voider = alias(users, 'voider');

export type NewPayout = typeof payouts.$inferInsert;

export async function insertPayout(db: Executor, values: NewPayout) {
  const [row] = await db.insert(payouts).values(values).returning({ id: payouts.id });
  return row!;
}

/**
 * Voids a live payout; undefined when it was voided already. One statement: two admins voiding
 * at once void it once, the second gets nothing back.
 */
export async function voidPayoutRow(
  db: Executor,
  id: number,
  actorId: number,
  reason: string,
): Promise<{ id: number; voided_at: Date | null } | undefined> {
  const [row] = await db
    .update(payouts)
    .set({ voided_at: sql`now()`, voided_by: actorId, void_reason: reason })
    .where(and(eq(payouts.id, id), isNull(payouts.voided_at)))
    .returning({ id: payouts.id, voided_at: payouts.voided_at });
  return row;
}

/** Whether a trip cost may name this trip: it exists and its list is not deleted (archived). */
export async function isLiveTrip(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.id, id), isNull(trips.archived_at)));
  return rows.length > 0;
}

const rowColumns = {
  id: payouts.id,
  number_year: payouts.number_year,
  number_month: payouts.number_month,
  number_order: payouts.number_order,
  kind: payouts.kind,
  amount: payouts.amount,
  cod_gross: payouts.cod_gross,
  cod_fee: payouts.cod_fee,
  method: payouts.method,
  trip_id: payouts.trip_id,
  number_car: cars.number_car,
  datetime_from: trips.datetime_from,
  cost_type: payouts.cost_type,
  sender_id: payouts.sender_id,
  sender_name: customers.full_name,
  sender_phone: customers.phone,
  note: payouts.note,
  paid_at: payouts.paid_at,
  paid_by_id: payouts.paid_by,
  paid_by_name: payer.fullname,
  branch_id: payouts.branch_id,
  voided_at: payouts.voided_at,
  voided_by_id: payouts.voided_by,
  voided_by_name: voider.fullname,
  void_reason: payouts.void_reason,
};

/** Payouts with their trip's vehicle, sender, payer and voider: what every reply reads. */
function rowsQuery(db: Executor) {
  return db
    .select(rowColumns)
    .from(payouts)
    .leftJoin(trips, eq(trips.id, payouts.trip_id))
    .leftJoin(cars, eq(cars.id, trips.car_id))
    .leftJoin(customers, eq(customers.id, payouts.sender_id))
    .leftJoin(payer, eq(payer.id, payouts.paid_by))
    .leftJoin(voider, eq(voider.id, payouts.voided_by));
}
export type PayoutRowData = NonNullable<Awaited<ReturnType<typeof findPayout>>>;

export async function findPayout(db: Executor, id: number) {
  const [row] = await rowsQuery(db).where(eq(payouts.id, id));
  return row;
}

export type PayoutFilters = {
  /** Depot days paid, both included; absent: every day. */
  days?: { from: string; to: string; zone: string };
  kind?: string;
  tripId?: number;
  /** The branch acted for (lib/branch-scope.ts); null or absent: every branch. */
  branch?: number | null;
};

function listWhere(f: PayoutFilters): SQL | undefined {
  return and(
    f.days ? withinDepotDays(payouts.paid_at, f.days.from, f.days.to, f.days.zone) : undefined,
    f.kind ? eq(payouts.kind, f.kind) : undefined,
    f.tripId ? eq(payouts.trip_id, f.tripId) : undefined,
    f.branch ? eq(payouts.branch_id, f.branch) : undefined,
  );
}

const newestFirst = [desc(payouts.paid_at), desc(payouts.id)];

/** One page, newest first: the page's ids first, then only they are joined. */
export async function payoutsPage(
  db: Executor,
  f: PayoutFilters,
  { paged, limit }: { paged: number; limit: number },
) {
  const page = db
    .select({ id: payouts.id })
    .from(payouts)
    .where(listWhere(f))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset((paged - 1) * limit);
  return rowsQuery(db)
    .where(inArray(payouts.id, page))
    .orderBy(...newestFirst);
}

/** How many payouts match, and the money of the live (not voided) ones. */
export async function payoutsSums(db: Executor, f: PayoutFilters) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${payouts.amount})
        filter (where ${payouts.voided_at} is null), 0)::bigint`.mapWith(Number),
    })
    .from(payouts)
    .where(listWhere(f));
  return row!;
}
