import { and, asc, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cars, customers, statementTotals, tripTotals, trips } from '../../db/schema/index';
import { hasLiveLines, ofCustomer, statementRowFigures } from '../trips/statement-totals.sql';
import { tripOfBranch } from '../trips/trip-branch.sql';

/** Which live goods lines the statistics read: a departure-date range, a customer, a car. */
export type StatsFilters = {
  dateFrom: string;
  dateTo: string;
  customerId?: number;
  carId?: number;
  /** true: statements whose every line is paid; false: those with an unpaid line. */
  charge?: boolean;
  /** The branch acted for: its trips, leaving or coming (tripOfBranch). */
  branch?: number | null;
};

export type Paging = { paged: number; limit: number };

const st = statementTotals;

/**
 * The statements matching, from their kept figures (statement_totals, one row per customer and
 * trip, kept by triggers): no goods line is read. The payment filter acts on whole statements.
 */
function statementWhere(f: StatsFilters): SQL | undefined {
  return and(
    gte(trips.datetime_from, f.dateFrom),
    lte(trips.datetime_from, f.dateTo),
    isNull(trips.archived_at),
    f.carId ? eq(trips.car_id, f.carId) : undefined,
    tripOfBranch(f.branch),
    hasLiveLines,
    ofCustomer(f.customerId),
    f.charge === undefined
      ? undefined
      : f.charge
        ? sql`${st.paid_lines} = ${st.lines}`
        : sql`${st.paid_lines} < ${st.lines}`,
  );
}

/** Without a customer or payment filter, the trips' kept figures add up the same: a row a trip. */
async function tripsTotals(db: Executor, f: StatsFilters) {
  const tt = tripTotals;
  const [row] = await db
    .select({
      statements: sql<number>`coalesce(sum(${tt.customers}), 0)::int`,
      lines: sql<number>`coalesce(sum(${tt.lines}), 0)::int`,
      amount: sql<number>`coalesce(sum(${tt.amount}), 0)::bigint`.mapWith(Number),
      collected: sql<number>`coalesce(sum(${tt.collected}), 0)::bigint`.mapWith(Number),
    })
    .from(tt)
    .innerJoin(trips, eq(trips.id, tt.trip_id))
    .where(
      and(
        gte(trips.datetime_from, f.dateFrom),
        lte(trips.datetime_from, f.dateTo),
        isNull(trips.archived_at),
        f.carId ? eq(trips.car_id, f.carId) : undefined,
        tripOfBranch(f.branch),
      ),
    );
  return row!;
}

/** How many statements match and their figures summed over the whole set. */
export async function statsTotals(db: Executor, f: StatsFilters) {
  if (!f.customerId && f.charge === undefined) return tripsTotals(db, f);
  const [row] = await db
    .select({
      statements: sql<number>`count(*)::int`,
      lines: sql<number>`coalesce(sum(${st.lines}), 0)::int`,
      amount: sql<number>`coalesce(sum(${st.amount}), 0)::bigint`.mapWith(Number),
      collected: sql<number>`coalesce(sum(${st.collected}), 0)::bigint`.mapWith(Number),
    })
    .from(st)
    .innerJoin(trips, eq(trips.id, st.trip_id))
    .where(statementWhere(f));
  return row!;
}

/** One page of statements: newest date first, then by customer name, then by plate. */
export async function statsPage(db: Executor, f: StatsFilters, { paged, limit }: Paging) {
  return db
    .select({
      trip_id: trips.id,
      datefrom: trips.datetime_from,
      car: { id: cars.id, number_car: cars.number_car, driver_name: cars.driver_name },
      customer: { id: customers.id, full_name: customers.full_name },
      ...statementRowFigures,
    })
    .from(st)
    .innerJoin(trips, eq(trips.id, st.trip_id))
    .innerJoin(cars, eq(cars.id, trips.car_id))
    .innerJoin(customers, eq(customers.id, st.customer_id))
    .where(statementWhere(f))
    .orderBy(
      desc(trips.datetime_from),
      asc(customers.full_name),
      asc(customers.id),
      asc(cars.number_car),
      asc(trips.id),
    )
    .limit(limit)
    .offset((paged - 1) * limit);
}

export type StatsPageRow = Awaited<ReturnType<typeof statsPage>>[number];
