import { and, asc, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addressIdSelection, nameAddresses } from '../../db/customer-address-names';
import { cars, customers, products, tripItems, trips } from '../../db/schema/index';
import {
  productAmountSql,
  productAmountSumSql,
  productCollectedSql,
  senderPaysSql,
} from '../products/product-amount.sql';
import { hasLiveLines, ofCustomer } from './statement-totals.sql';
import { tripOfBranch } from './trip-branch.sql';
import { liveStatementPage } from './trip-statements-live.queries';

/**
 * Which goods lines a statement list reads: a vehicle, a departure-date range and a customer,
 * each optional, and either the live lines (on live trips), those of deleted lists (`archived`,
 * the archive tab) or those removed one by one from lists (`removed`, a list's own page).
 */
export type LineFilters = {
  carId?: number;
  dateFrom?: string;
  dateTo?: string;
  customerId?: number;
  archived: boolean;
  removed?: boolean;
  /** The branch acted for (lib/branch-scope.ts): trips leaving it or going to it. */
  branch?: number | null;
};

export type Paging = { paged: number; limit: number };

/** The trip half of a line filter: vehicle, dates, and for live lists a live trip. */
export function tripWhere(f: LineFilters): SQL | undefined {
  return and(
    f.carId ? eq(trips.car_id, f.carId) : undefined,
    f.dateFrom ? gte(trips.datetime_from, f.dateFrom) : undefined,
    f.dateTo ? lte(trips.datetime_from, f.dateTo) : undefined,
    f.archived || f.removed ? undefined : isNull(trips.archived_at),
    tripOfBranch(f.branch),
  );
}

/** Which lines by their state: live, archived with their whole list, or removed alone. */
function lineState(f: LineFilters): SQL | undefined {
  if (f.archived) return eq(tripItems.list_deleted, true);
  if (f.removed) return and(eq(tripItems.archived, true), eq(tripItems.list_deleted, false));
  return isNull(tripItems.removed_at);
}

/** The line half of a line filter: customer, a kept product, the line's state. */
export function itemWhere(f: LineFilters): SQL | undefined {
  return and(
    f.customerId ? eq(products.customer_id, f.customerId) : undefined,
    isNull(products.deleted_at),
    lineState(f),
  );
}

export function lineWhere(f: LineFilters): SQL | undefined {
  return and(tripWhere(f), itemWhere(f));
}

/** trip_items ⋈ trips ⋈ products: every statement read joins these. */
export const tripOfItem = eq(trips.id, tripItems.trip_id);
export const productOfItem = eq(products.id, tripItems.product_id);

export const carColumns = {
  id: cars.id,
  number_car: cars.number_car,
  driver_name: cars.driver_name,
  total_weight: cars.total_weight,
};

/**
 * Counts, kg and đồng of the grouped lines (collected: what was paid of each, productCollectedSql),
 * as statement_totals keeps them (migration 0060): a line its sender pays counts among the paid
 * lines, and what it still owes is `sender_due`.
 */
export const figureColumns = {
  lines: sql<number>`count(*)::int`,
  paid_lines: sql<number>`(count(*) filter (where ${products.is_paid} or ${senderPaysSql}))::int`,
  total_weight: sql<number>`coalesce(sum(${products.total_weight}), 0)`.mapWith(Number),
  amount: productAmountSumSql(),
  collected: sql<number>`coalesce(sum(${productCollectedSql()}), 0)::bigint`.mapWith(Number),
  sender_due:
    sql<number>`coalesce(sum(${productAmountSql()} - ${productCollectedSql()}) filter (where ${senderPaysSql}), 0)::bigint`.mapWith(
      Number,
    ),
};

/** How many rows of a grouped list match: the window count over the groups. */
export const groupTotal = sql<number>`(count(*) over ())::int`;

/**
 * The total of a grouped page: its window count, or (on an empty page past the first) the
 * number of distinct groups counted on their own.
 */
async function totalOf(
  db: Executor,
  rows: { total: number }[],
  paged: number,
  groupKey: SQL,
  filters: LineFilters,
): Promise<number> {
  if (rows[0]) return rows[0].total;
  if (paged <= 1) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${groupKey})::int` })
    .from(tripItems)
    .innerJoin(trips, tripOfItem)
    .innerJoin(products, productOfItem)
    .where(lineWhere(filters));
  return row?.n ?? 0;
}

/** How many lines match (GET /trips/count reads the live ones). */
export async function countLines(db: Executor, filters: LineFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tripItems)
    .innerJoin(trips, tripOfItem)
    .innerJoin(products, productOfItem)
    .where(lineWhere(filters));
  return row?.n ?? 0;
}

/**
 * The customer and the unit ids of its address, named in Node from the units in memory
 * (db/customer-address-names.ts): the address view read per row cost the report's page of
 * statements a lateral lookup and the driver a JSON parse a row (docs/speed.md).
 */
const customerColumns = {
  customer: {
    id: customers.id,
    full_name: customers.full_name,
    phone: customers.phone,
    number_house: customers.number_house,
  },
  ...addressIdSelection,
};

/** One page of statements: a customer's lines on one trip, newest date, then by name. */
export async function listTripCustomers(
  db: Executor,
  filters: LineFilters,
  { paged, limit }: Paging,
) {
  const rows = await nameAddresses(
    db,
    filters.archived
      ? await archivedStatements(db, filters)
          .orderBy(
            desc(trips.datetime_from),
            asc(customers.full_name),
            asc(customers.id),
            asc(trips.id),
          )
          .limit(limit)
          .offset((paged - 1) * limit)
      : await liveStatementPage(
          db,
          and(tripWhere(filters), hasLiveLines, ofCustomer(filters.customerId)),
          { paged, limit },
        ),
  );
  const key = sql`(${trips.id}, ${products.customer_id})`;
  return { rows, total: await totalOf(db, rows, paged, key, filters) };
}

/** Archived statements: their lines grouped (the kept figures are of live lines only). */
function archivedStatements(db: Executor, filters: LineFilters) {
  return (
    db
      .select({
        trip_id: trips.id,
        datetime_from: trips.datetime_from,
        car: carColumns,
        ...customerColumns,
        ...figureColumns,
        total: groupTotal,
      })
      .from(tripItems)
      .innerJoin(trips, tripOfItem)
      .innerJoin(products, productOfItem)
      .innerJoin(cars, eq(cars.id, trips.car_id))
      .innerJoin(customers, eq(customers.id, products.customer_id))
      .where(lineWhere(filters))
      // The customer's columns hang on its key.
      .groupBy(trips.id, cars.id, customers.id)
      .$dynamic()
  );
}

export type TripCustomerListRow = Awaited<ReturnType<typeof listTripCustomers>>['rows'][number];
