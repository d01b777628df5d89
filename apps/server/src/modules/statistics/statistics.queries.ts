import { and, asc, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  cars,
  customers,
  products,
  statementTotals,
  tripItems,
  tripTotals,
  trips,
} from '../../db/schema/index';
import { productAmountSql } from '../products/product-amount.sql';
import {
  hasLiveLines,
  ofCustomer,
  statementRowFigures,
  tripHasLines,
} from '../trips/statement-totals.sql';

/** Which live goods lines the statistics read: a departure-date range, a customer, a car. */
export type StatsFilters = {
  dateFrom: string;
  dateTo: string;
  customerId?: number;
  carId?: number;
  /** true: statements whose every line is paid; false: those with an unpaid line. */
  charge?: boolean;
};

export type Paging = { paged: number; limit: number };

/**
 * Live lines only: the trip not archived, the item not removed or archived, the goods kept.
 * The date range comes first so the planner starts from trips_date_idx. With a customer, only
 * the trips where their statement has live lines (statement_totals_customer_idx): a week of the
 * demo depot is 325 trips and 5 700 lines, of which a busy customer is on 25 trips; without it
 * the planner read all of trip_items (35 ms). It only narrows: the line conditions still decide.
 */
function liveLines(f: StatsFilters): SQL | undefined {
  return and(
    gte(trips.datetime_from, f.dateFrom),
    lte(trips.datetime_from, f.dateTo),
    isNull(trips.archived_at),
    f.carId ? eq(trips.car_id, f.carId) : undefined,
    f.customerId ? tripHasLines(f.customerId) : undefined,
    isNull(tripItems.removed_at),
    isNull(products.deleted_at),
    f.customerId ? eq(products.customer_id, f.customerId) : undefined,
  );
}

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

/** How many live lines of a customer match (the transport detail's `Số lượng sản phẩm`). */
export async function countDetailLines(db: Executor, f: StatsFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tripItems)
    .innerJoin(trips, eq(trips.id, tripItems.trip_id))
    .innerJoin(products, eq(products.id, tripItems.product_id))
    .where(liveLines(f));
  return row?.n ?? 0;
}

/** The goods lines of the transport detail: newest departure first, then by product code. */
export async function detailLines(db: Executor, f: StatsFilters, limit: number) {
  return db
    .select({
      id: tripItems.id,
      datefrom: trips.datetime_from,
      product: {
        id: products.id,
        name: products.name,
        price: products.price,
        quantity: products.quantity,
        total_weight: products.total_weight,
        datetime: products.datetime,
        is_paid: products.is_paid,
        suffix: products.suffix,
        year_create: products.year_create,
        month_create: products.month_create,
        order: products.order,
      },
      amount: sql<number>`${productAmountSql()}::bigint`.mapWith(Number),
      car: { id: cars.id, number_car: cars.number_car, driver_name: cars.driver_name },
    })
    .from(tripItems)
    .innerJoin(trips, eq(trips.id, tripItems.trip_id))
    .innerJoin(products, eq(products.id, tripItems.product_id))
    .innerJoin(cars, eq(cars.id, trips.car_id))
    .where(liveLines(f))
    .orderBy(
      desc(trips.datetime_from),
      asc(cars.number_car),
      asc(products.year_create),
      asc(products.month_create),
      asc(products.order),
      asc(tripItems.id),
    )
    .limit(limit);
}

export type DetailLineRow = Awaited<ReturnType<typeof detailLines>>[number];
