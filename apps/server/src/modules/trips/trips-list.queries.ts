import { and, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listPage } from '../../lib/list-page';
import { cars, products, tripItems, trips } from '../../db/schema/index';
import { tripHasLines } from './statement-totals.sql';
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
import { carOf, figuresOf, type FlatCar, type FlatFigures } from './trip-flat-rows';

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

/** A live trip row as read: flat, with the reply's types (bigint and float8 parse to numbers). */
type LiveTripColumns = FlatCar &
  FlatFigures & {
    id: number;
    datetime_from: string;
    customers: number;
    loaded_weight: number;
  };

/** The trip's kept figures (trip_totals tt), or one customer's statement on it (s, left-joined). */
const TRIP_FIGURES = sql.raw(`tt.customers, tt.lines, tt.paid_lines,
  tt.total_weight::float8 as total_weight, tt.amount::bigint as amount,
  tt.collected::bigint as collected, 0 as sender_due`);
const STATEMENT_FIGURES = sql.raw(`(coalesce(s.lines, 0) > 0)::int as customers,
  coalesce(s.lines, 0) as lines, coalesce(s.paid_lines, 0) as paid_lines,
  coalesce(s.total_weight, 0)::float8 as total_weight, coalesce(s.amount, 0)::bigint as amount,
  coalesce(s.collected, 0)::bigint as collected, coalesce(s.sender_due, 0)::bigint as sender_due`);

/**
 * Live trips: their kept figures (trip_totals), or one customer's statement on each. Read flat
 * and shaped here: the reports ask for a week of vehicles at once (296 rows), and Drizzle's
 * mapping of the nested rows cost 0.8 ms of the request (docs/speed.md). `loaded_weight` is the
 * whole trip's (docs/domain.md).
 */
async function liveTripRows(db: Executor, customerId: number | undefined, ids: number[]) {
  const { rows } = await db.execute<LiveTripColumns>(sql`
    select t.id, t.datetime_from, ca.id as car_id, ca.number_car, ca.driver_name,
      ca.total_weight::float8 as capacity,
      ${customerId ? STATEMENT_FIGURES : TRIP_FIGURES}, tt.total_weight::float8 as loaded_weight
    from trip_totals tt
    join trips t on t.id = tt.trip_id
    join cars ca on ca.id = t.car_id
    ${customerId ? sql`left join statement_totals s on s.trip_id = t.id and s.customer_id = ${customerId}` : sql``}
    -- The ids on both sides: an IN list does not pass through the join's equality, and on
    -- trip_totals alone every trip was read to be hashed against the page (65 000 for 20).
    where ${anyOfIds(sql.raw('tt.trip_id'), ids)} and ${anyOfIds(sql.raw('t.id'), ids)}
    order by t.datetime_from desc, t.id desc`);
  return rows.map((r) => ({
    id: r.id,
    datetime_from: r.datetime_from,
    car: carOf(r),
    customers: r.customers,
    ...figuresOf(r),
    loaded_weight: r.loaded_weight,
    archived_at: null as Date | null,
    archived_by: null as { id: number; fullname: string } | null,
    archive_reason: null as string | null,
  }));
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
