import { and, asc, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cars, customers, products, tripItems, trips } from '../../db/schema/index';
import { productAmountSql, productAmountSumSql } from '../products/product-amount.sql';

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
 * The date range comes first so the planner starts from trips_date_idx.
 */
function liveLines(f: StatsFilters): SQL | undefined {
  return and(
    gte(trips.datetime_from, f.dateFrom),
    lte(trips.datetime_from, f.dateTo),
    isNull(trips.archived_at),
    f.carId ? eq(trips.car_id, f.carId) : undefined,
    isNull(tripItems.removed_at),
    isNull(products.deleted_at),
    f.customerId ? eq(products.customer_id, f.customerId) : undefined,
  );
}

/** The payment filter acts on whole statements, so it is a HAVING over the group. */
function chargeHaving(charge: boolean | undefined): SQL | undefined {
  if (charge === undefined) return undefined;
  return charge ? sql`bool_and(${products.is_paid})` : sql`not bool_and(${products.is_paid})`;
}

const collectedSql = sql<number>`coalesce(sum(${productAmountSql()}) filter (where ${products.is_paid}), 0)::bigint`;

/** The lines of every statement matching (grouped per trip and customer), as a subquery. */
function statements(db: Executor, f: StatsFilters) {
  return db
    .select({
      trip_id: trips.id,
      lines: sql<number>`count(*)`.as('lines'),
      amount: productAmountSumSql().as('amount'),
      collected: collectedSql.as('collected'),
    })
    .from(tripItems)
    .innerJoin(trips, eq(trips.id, tripItems.trip_id))
    .innerJoin(products, eq(products.id, tripItems.product_id))
    .where(liveLines(f))
    .groupBy(trips.id, products.customer_id)
    .having(chargeHaving(f.charge))
    .as('statements');
}

/** How many statements match and their figures summed over the whole set. */
export async function statsTotals(db: Executor, f: StatsFilters) {
  const s = statements(db, f);
  const [row] = await db
    .select({
      statements: sql<number>`count(*)::int`,
      lines: sql<number>`coalesce(sum(${s.lines}), 0)::int`,
      amount: sql<number>`coalesce(sum(${s.amount}), 0)::bigint`.mapWith(Number),
      collected: sql<number>`coalesce(sum(${s.collected}), 0)::bigint`.mapWith(Number),
    })
    .from(s);
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
      lines: sql<number>`count(*)::int`,
      paid_lines: sql<number>`(count(*) filter (where ${products.is_paid}))::int`,
      total_weight: sql<number>`coalesce(sum(${products.total_weight}), 0)`.mapWith(Number),
      amount: productAmountSumSql().mapWith(Number),
      collected: collectedSql.mapWith(Number),
    })
    .from(tripItems)
    .innerJoin(trips, eq(trips.id, tripItems.trip_id))
    .innerJoin(products, eq(products.id, tripItems.product_id))
    .innerJoin(cars, eq(cars.id, trips.car_id))
    .innerJoin(customers, eq(customers.id, products.customer_id))
    .where(liveLines(f))
    .groupBy(trips.id, cars.id, customers.id)
    .having(chargeHaving(f.charge))
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
