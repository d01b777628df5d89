import { and, asc, desc, eq, gt, inArray, isNull, lt, not, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerAddressColumns, customerAddressJoin } from '../../db/customer-address';
import { customerAddresses } from '../../db/schema/customer-addresses';
import {
  cars,
  customerGoodsTotals,
  customers,
  products,
  statementTotals,
  tripItems,
  trips,
} from '../../db/schema/index';
import { foldedContains } from '../../lib/sql-pattern';
import {
  goodsTotalsOfCustomer,
  hasCreditSql,
  unpaidAmountSql,
} from '../customers/outstanding-debt.sql';
import { freightOwedBy, productAmountSql } from '../products/product-amount.sql';
import { statementRowFigures } from '../trips/statement-totals.sql';

/** What the customer owes now, kept on the customer row (migration 0027; outstandingDebtSql). */
const outstanding = customers.outstanding_debt;

/**
 * The live customers who owe: exactly the rows of customers_debtors_idx (partial on the same
 * condition), so the page is read from it in order and the count and sum from it alone.
 */
function debtorsWhere({ fullNameFolded, hasCredit }: DebtorFilters): SQL | undefined {
  return and(
    isNull(customers.deleted_at),
    // Customers with credit owe nothing (credit pays what they owe at once), so they are not
    // among the debtors: the credit filter lists them instead.
    hasCredit ? hasCreditSql() : gt(outstanding, 0),
    fullNameFolded ? foldedContains(customers.full_name_folded, fullNameFolded) : undefined,
  );
}

export type DebtorFilters = { fullNameFolded?: string; hasCredit?: boolean };

/**
 * One page of live customers who owe, largest outstanding debt first. The debt is the kept
 * customers.outstanding_debt, so the page is a top-N read of customers_debtors_idx (15 index
 * entries and their rows, each joined to its one totals row) instead of every customer read,
 * summed and sorted (docs/speed.md: 18 ms over 10 000 customers, growing with them). With a name
 * filter the index is walked until the page is full of matching names.
 */
export async function listDebtors(
  db: Executor,
  filters: DebtorFilters,
  { paged, limit }: { paged: number; limit: number },
) {
  return db
    .select({
      id: customers.id,
      full_name: customers.full_name,
      phone: customers.phone,
      debt: customers.debt,
      opening_paid: sql<number>`coalesce(${customerGoodsTotals.opening_paid}, 0)::bigint`.mapWith(
        Number,
      ),
      goods_due: sql<number>`${unpaidAmountSql()}::bigint`.mapWith(Number),
      credit: sql<number>`coalesce(${customerGoodsTotals.credit}, 0)::bigint`.mapWith(Number),
    })
    .from(customers)
    .leftJoin(customerGoodsTotals, goodsTotalsOfCustomer)
    .where(debtorsWhere(filters))
    .orderBy(
      ...(filters.hasCredit ? [desc(customers.id)] : [desc(outstanding), desc(customers.id)]),
    )
    .limit(limit)
    .offset((paged - 1) * limit);
}

/**
 * How many customers owe and the sum they owe: an index-only scan of customers_debtors_idx (the
 * debtors, not every customer); with a name filter, the debtors' rows are read for their names.
 */
export async function debtorTotals(db: Executor, filters: DebtorFilters) {
  const [row] = await db
    .select({
      customers: sql<number>`count(*)::int`.mapWith(Number),
      outstanding_debt: sql<number>`coalesce(sum(greatest(${outstanding}, 0)), 0)::bigint`.mapWith(
        Number,
      ),
    })
    .from(customers)
    .where(debtorsWhere(filters));
  return row!;
}

/** The current addresses of a page of customers (view customer_addresses). */
export async function addressesOf(db: Executor, customerIds: number[]) {
  if (customerIds.length === 0) return [];
  return db
    .select({ id: customers.id, number_house: customers.number_house, ...customerAddressColumns })
    .from(customers)
    .innerJoin(customerAddresses, customerAddressJoin)
    .where(inArray(customers.id, customerIds));
}

/** A live line: not removed from its trip, the trip not archived, the goods not deleted. */
const liveLine = and(
  isNull(tripItems.removed_at),
  isNull(trips.archived_at),
  isNull(products.deleted_at),
);

/**
 * A statement with an unpaid live line, read from the kept figures (statement_totals, one row
 * per customer and trip, kept by the triggers of migration 0011; statement-totals.test.ts holds
 * them to the live lines): grouping the goods lines of a busy customer read the whole of
 * trip_items (40–100 ms on the demo depot), these rows are found by statement_totals_customer_idx.
 */
const unpaidStatement = and(
  lt(statementTotals.paid_lines, statementTotals.lines),
  isNull(trips.archived_at),
);

/**
 * Per customer, the live trips carrying at least one of their unpaid goods. Counted customer by
 * customer (a subquery each): their unpaid statements from statement_totals_unpaid_customer_idx,
 * each trip checked by its key. As one join, the page's 600-odd statements were hashed against
 * every live trip read in full (65 000 on the demo depot, 30–50 ms; docs/speed.md); this way the cost
 * is the page's unpaid statements, not the depot's trips.
 */
export async function unpaidStatementCounts(
  db: Executor,
  customerIds: number[],
): Promise<Map<number, number>> {
  if (customerIds.length === 0) return new Map();
  const { rows } = await db.execute<{ id: number; statements: number }>(sql`
    select c.id, (
      select count(*)::int from ${statementTotals}
      join ${trips} on ${trips.id} = ${statementTotals.trip_id}
      where ${statementTotals.customer_id} = c.id and ${unpaidStatement}
    ) as statements
    from unnest(${sql.param(customerIds)}::int[]) as c(id)`);
  return new Map(rows.filter((r) => r.statements > 0).map((r) => [r.id, r.statements]));
}

/**
 * A customer's statements (vehicle and date) with at least one unpaid live line: every live
 * line's amount, what is collected and what is due; newest departure first. The statements come
 * from statement_totals_unpaid_customer_idx and each trip (live, with its vehicle) is read by its
 * key in a lateral subquery fenced by `limit 1`: as a flat join the planner hashed every live
 * trip (65 000) against the customer's 145 statements (12 ms; docs/speed.md).
 */
export async function unpaidStatements(db: Executor, customerId: number) {
  const { lines, amount, collected, sender_due } = statementRowFigures;
  const trip = db
    .select({
      id: trips.id,
      datetime_from: trips.datetime_from,
      // Named apart: a subquery's columns go by their own names, and both ids are `id`.
      car_id: sql<number>`${cars.id}`.as('car_id'),
      number_car: cars.number_car,
    })
    .from(trips)
    .innerJoin(cars, eq(cars.id, trips.car_id))
    .where(and(eq(trips.id, statementTotals.trip_id), isNull(trips.archived_at)))
    .limit(1)
    .as('trip');
  return db
    .select({
      car: { id: trip.car_id, number_car: trip.number_car },
      datetime_from: trip.datetime_from,
      lines,
      amount,
      collected,
      sender_due,
    })
    .from(statementTotals)
    .innerJoinLateral(trip, sql`true`)
    .where(
      and(
        lt(statementTotals.paid_lines, statementTotals.lines),
        eq(statementTotals.customer_id, customerId),
      ),
    )
    .orderBy(desc(trip.datetime_from), desc(trip.id));
}

const codeColumns = {
  year_create: products.year_create,
  month_create: products.month_create,
  order: products.order,
  suffix: products.suffix,
};

/** A goods line as the debt screen and the period statement show it: name, day, amount, code. */
export const goodsLineColumns = {
  id: products.id,
  name: products.name,
  datetime: products.datetime,
  amount: sql<number>`${productAmountSql()}::bigint`.mapWith(Number),
  ...codeColumns,
};

/**
 * A customer's unpaid live goods that are on no live trip, and the goods of others whose freight
 * they pay as sender wherever those are (no statement of theirs holds them), newest receive date
 * first, each with what it still owes (a line paid and then made dearer owes the difference).
 */
export async function looseUnpaidGoods(db: Executor, customerId: number) {
  const onVehicle = db
    .select({ one: sql`1` })
    .from(tripItems)
    .innerJoin(trips, eq(trips.id, tripItems.trip_id))
    .where(
      and(
        eq(tripItems.product_id, products.id),
        isNull(tripItems.removed_at),
        isNull(trips.archived_at),
      ),
    );
  return db
    .select({
      ...goodsLineColumns,
      paid_amount: products.paid_amount,
      // The receiver, named when the customer pays as sender for someone else's goods.
      receiver: sql<
        string | null
      >`(select r.full_name from ${customers} r where r.id = ${products.customer_id} and r.id <> ${customerId})`,
    })
    .from(products)
    .where(
      and(
        freightOwedBy(customerId),
        isNull(products.deleted_at),
        not(products.is_paid),
        sql`(${products.customer_id} <> ${customerId} or not exists ${onVehicle})`,
      ),
    )
    .orderBy(desc(products.datetime), desc(products.id));
}

export type StatementKey = { carId: number; date: string; customerId: number };

function statementLinesWhere(key: StatementKey) {
  return and(
    liveLine,
    eq(trips.car_id, key.carId),
    eq(trips.datetime_from, key.date),
    eq(products.customer_id, key.customerId),
  );
}

/**
 * The goods of a customer's statement, not locked: the payment locks them in the lock order
 * (lib/lock-order.ts), then reads the lines again.
 */
export async function statementGoodsIds(db: Executor, key: StatementKey): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(tripItems)
    .innerJoin(trips, eq(trips.id, tripItems.trip_id))
    .innerJoin(products, eq(products.id, tripItems.product_id))
    .where(statementLinesWhere(key))
    .orderBy(asc(products.id));
  return rows.map((r) => r.id);
}

/** The statement's live lines, read again once their goods are locked. */
export async function statementLines(db: Executor, key: StatementKey) {
  return db
    .select({ item_id: tripItems.id, product_id: products.id, is_paid: products.is_paid })
    .from(tripItems)
    .innerJoin(trips, eq(trips.id, tripItems.trip_id))
    .innerJoin(products, eq(products.id, tripItems.product_id))
    .where(statementLinesWhere(key))
    .orderBy(asc(products.id));
}
