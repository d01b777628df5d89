import { and, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listPage } from '../../lib/list-page';
import {
  cars,
  products,
  statementTotals,
  tripItems,
  tripTotals,
  trips,
} from '../../db/schema/index';
import { ofTripCustomer, tripFigures, tripHasLines } from './statement-totals.sql';
import {
  carColumns,
  figureColumns,
  itemWhere,
  lineWhere,
  productOfItem,
  tripOfItem,
  tripWhere,
  type LineFilters,
  type Paging,
} from './trips.queries';
import { anyOfIds } from '../../db/any-of-ids';

/**
 * The weight the list of a deleted trip had when deleted (its lines archived with it), whatever
 * the filters: docs/domain.md reads it for the archive's cards and pages.
 */
const deletedLoad = sql<number>`(select coalesce(sum(lp.total_weight), 0) from trip_items li
  join products lp on lp.id = li.product_id
  where li.trip_id = ${trips.id} and li.list_deleted and lp.deleted_at is null)`.mapWith(Number);

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

/** The figures of a trip's archived lines (their customers, counts, kg and đồng). */
const archivedFigures = {
  customers: sql<number>`count(distinct ${products.customer_id})::int`,
  ...figureColumns,
};

/**
 * A deleted list: a trip with at least one line archived with it, of goods not deleted, any
 * customer's (lines removed one by one from a list that stayed live do not make one). Tested
 * against the few deleted goods (products_deleted_idx) rather than by joining each archived line
 * to its goods row: a depot that archives its lists routinely has a goods row to read per
 * archived line otherwise (86 000 archived lines: the archive tab's first page 131 → 31 ms).
 * The trips are first narrowed to those of the deleted lists' partial index (an array, read
 * once): asked for a page newest first, the planner otherwise walks every trip by date, testing
 * each, when deleted lists are few (65 640 trips, 12 deleted lists: 55 ms).
 */
const hasArchivedLine = sql`${trips.id} = any(array(select ${tripItems.trip_id} from ${tripItems}
  where ${tripItems.list_deleted}))
  and exists (select 1 from ${tripItems} where ${tripItems.trip_id} = ${trips.id}
  and ${tripItems.list_deleted} and not exists (select 1 from ${products}
  where ${products.id} = ${tripItems.product_id} and ${products.deleted_at} is not null))`;

/** A trip with at least one line matching the filters. */
function hasLine(db: Executor, filters: LineFilters): SQL {
  if (!filters.archived) return tripHasLines(filters.customerId);
  if (!filters.customerId) return hasArchivedLine;
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
 * on the trips alone, then only its trips' figures are read: for live trips the kept statement
 * figures (a trip of 500 lines is a row per customer), for the archive its lines. The live page
 * is read in order from trips_live_order_idx (migration 0031) and the count stops at COUNT_CAP
 * (listPage), as the customers' does (docs/speed.md): a window count over every matching trip sorted
 * them all for 20 rows (65 000 trips: 34 ms).
 */
export async function listTrips(db: Executor, filters: LineFilters, { paged, limit }: Paging) {
  const matching = and(tripWhere(filters), hasLine(db, filters));
  const { rows: page, total } = await listPage(
    db,
    { table: trips, where: matching, paged, limit },
    (count) =>
      db
        .select({ id: trips.id, total: count })
        .from(trips)
        .where(matching)
        .orderBy(desc(trips.datetime_from), desc(trips.id))
        .limit(limit)
        .offset((paged - 1) * limit),
  );
  if (page.length === 0) return { rows: [], total };
  const ids = page.map((trip) => trip.id);
  const rows = filters.archived
    ? await archivedTripRows(db, filters, ids)
    : await liveTripRows(db, filters.customerId, ids);
  return { rows, total };
}

/** Live trips: their kept figures (trip_totals), or one customer's statement on each. */
function liveTripRows(db: Executor, customerId: number | undefined, ids: number[]) {
  const query = db
    .select({
      id: trips.id,
      datetime_from: trips.datetime_from,
      car: carColumns,
      ...tripFigures(customerId),
      ...noArchiveColumns,
    })
    .from(tripTotals)
    .innerJoin(trips, eq(trips.id, tripTotals.trip_id))
    .innerJoin(cars, eq(cars.id, trips.car_id))
    .$dynamic();
  return (
    (customerId ? query.leftJoin(statementTotals, ofTripCustomer(customerId)) : query)
      // The ids on both sides: an IN list does not pass through the join's equality, and on
      // trip_totals alone every trip was read to be hashed against the page (65 000 for 20).
      .where(and(anyOfIds(tripTotals.trip_id, ids), anyOfIds(trips.id, ids)))
      .orderBy(desc(trips.datetime_from), desc(trips.id))
  );
}

/** Archived lines are not kept in statement_totals: the archive groups the lines themselves. */
function archivedTripRows(db: Executor, filters: LineFilters, ids: number[]) {
  return db
    .select({
      id: trips.id,
      datetime_from: trips.datetime_from,
      car: carColumns,
      ...archivedFigures,
      loaded_weight: deletedLoad,
      ...archiveColumns,
    })
    .from(tripItems)
    .innerJoin(trips, tripOfItem)
    .innerJoin(products, productOfItem)
    .innerJoin(cars, eq(cars.id, trips.car_id))
    .where(and(lineWhere(filters), anyOfIds(trips.id, ids)))
    .groupBy(trips.id, cars.id)
    .orderBy(desc(trips.datetime_from), desc(trips.id));
}

export type TripListRow = Awaited<ReturnType<typeof listTrips>>['rows'][number];
