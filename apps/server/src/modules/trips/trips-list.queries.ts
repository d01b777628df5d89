import { and, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cars, products, tripItems, trips } from '../../db/schema/index';
import { productAmountSql } from '../products/product-amount.sql';
import {
  carColumns,
  figureColumns,
  groupTotal,
  itemWhere,
  lineWhere,
  productOfItem,
  tripOfItem,
  tripWhere,
  type LineFilters,
  type Paging,
} from './trips.queries';

/** The weight of every live line of the trip, whatever the filters: decision 4 reads it. */
const tripLoad = sql<number>`(select coalesce(sum(lp.total_weight), 0) from trip_items li
  join products lp on lp.id = li.product_id
  where li.trip_id = ${trips.id} and li.removed_at is null and lp.deleted_at is null)`.mapWith(
  Number,
);

/** Of the latest archived line of the group: when, by whom ({id, fullname} json) and why. */
const latest = (column: SQL | typeof tripItems.removed_by) =>
  sql`(array_agg(${column} order by ${tripItems.removed_at} desc, ${tripItems.id} desc))[1]`;
const archiveColumns = {
  archived_at: sql<Date | null>`max(${tripItems.removed_at})`.mapWith(tripItems.removed_at),
  archived_by: sql<{
    id: number;
    fullname: string;
  } | null>`(select json_build_object('id', u.id, 'fullname', u.fullname) from users u where u.id = ${latest(tripItems.removed_by)})`,
  archive_reason: sql<string | null>`${latest(sql`${tripItems.reason}`)}`,
};
/**
 * A live list shows no archive fields (the mapper drops them), so it skips their sort of every
 * line of the page.
 */
const noArchiveColumns = {
  archived_at: sql<Date | null>`null`,
  archived_by: sql<{ id: number; fullname: string } | null>`null`,
  archive_reason: sql<string | null>`null`,
};

/** The figures of the lines matching (the customer's ones, when a customer is asked for). */
function figuresOf(customerId: number | undefined) {
  if (!customerId) {
    return {
      customers: sql<number>`count(distinct ${products.customer_id})::int`,
      ...figureColumns,
    };
  }
  const mine = eq(products.customer_id, customerId);
  const paid = and(mine, products.is_paid);
  return {
    customers: sql<number>`(count(*) filter (where ${mine}) > 0)::int`,
    lines: sql<number>`(count(*) filter (where ${mine}))::int`,
    paid_lines: sql<number>`(count(*) filter (where ${paid}))::int`,
    total_weight:
      sql<number>`coalesce(sum(${products.total_weight}) filter (where ${mine}), 0)`.mapWith(
        Number,
      ),
    amount: sql<number>`coalesce(sum(${productAmountSql()}) filter (where ${mine}), 0)::bigint`,
    collected:
      sql<number>`coalesce(sum(${productAmountSql()}) filter (where ${paid}), 0)::bigint`.mapWith(
        Number,
      ),
  };
}

/** A trip with at least one line matching the filters. */
function hasLine(db: Executor, filters: LineFilters): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(tripItems)
      .innerJoin(products, productOfItem)
      .where(and(eq(tripItems.trip_id, trips.id), itemWhere(filters))),
  );
}

/**
 * One page of trips (vehicle + date) with lines matching, newest date first. The page is chosen
 * on the trips alone, then only its trips' lines are grouped: grouping every line of a date
 * range before the limit made a week's list slow on a full depot.
 */
export async function listTrips(db: Executor, filters: LineFilters, { paged, limit }: Paging) {
  const matching = and(tripWhere(filters), hasLine(db, filters));
  const page = await db
    .select({ id: trips.id, total: groupTotal })
    .from(trips)
    .where(matching)
    .orderBy(desc(trips.datetime_from), desc(trips.id))
    .limit(limit)
    .offset((paged - 1) * limit);
  const total = page[0]?.total ?? (paged <= 1 ? 0 : await countTrips(db, matching));
  if (page.length === 0) return { rows: [], total };
  // A live list groups every live line of its trips once: their weight is the trips' load
  // (decision 4) and the customer's figures are a filter of them. Archived lines are not the
  // load, so the archive reads it apart.
  const live = !filters.archived;
  const rows = await db
    .select({
      id: trips.id,
      datetime_from: trips.datetime_from,
      car: carColumns,
      ...figuresOf(live ? filters.customerId : undefined),
      loaded_weight: live ? figureColumns.total_weight : tripLoad,
      ...(live ? noArchiveColumns : archiveColumns),
    })
    .from(tripItems)
    .innerJoin(trips, tripOfItem)
    .innerJoin(products, productOfItem)
    .innerJoin(cars, eq(cars.id, trips.car_id))
    .where(
      and(
        lineWhere(live ? { ...filters, customerId: undefined } : filters),
        inArray(
          trips.id,
          page.map((trip) => trip.id),
        ),
      ),
    )
    .groupBy(trips.id, cars.id)
    .orderBy(desc(trips.datetime_from), desc(trips.id));
  return { rows, total };
}

async function countTrips(db: Executor, matching: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(trips)
    .where(matching);
  return row?.n ?? 0;
}

export type TripListRow = Awaited<ReturnType<typeof listTrips>>['rows'][number];
