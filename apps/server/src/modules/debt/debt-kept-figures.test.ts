import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars, customers, products, tripItems, trips } from '../../db/schema/index';
import { buildCar, buildCustomer, buildProduct, buildTrip } from '../../../test/factories';
import { outstandingDebtOutOfStep } from '../../../test/kept-totals';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { productAmountSql } from '../products/product-amount.sql';
import { callEndpoint } from '../../../test/contract-call';
import { debtApi } from '@depot/shared/debt/debt.contract';

/**
 * The debt screen reads a customer's unpaid statements from the kept figures (statement_totals),
 * not from the goods lines. Here every change that moves a line in or out of a statement is made,
 * and after each the screen must equal what the live lines themselves say (the query it used to
 * run, kept below as the oracle): a removed line, deleted goods, goods given to another customer,
 * a paid line, an archived trip.
 */
let t: SignedInTestApp;
let a: Awaited<ReturnType<typeof buildCustomer>>;
let b: Awaited<ReturnType<typeof buildCustomer>>;
let trip1: Awaited<ReturnType<typeof buildTrip>>;
let trip2: Awaited<ReturnType<typeof buildTrip>>;
let trip3: Awaited<ReturnType<typeof buildTrip>>;

const goods = (customer_id: number, price: number, is_paid = false) => ({
  customer_id,
  is_total_money: true,
  price,
  is_paid,
});

/** The unpaid statements of a customer as the live goods lines give them. */
async function fromLines(customerId: number) {
  const rows = await t.db
    .select({
      car: { id: cars.id, number_car: cars.number_car },
      datetime_from: trips.datetime_from,
      lines: sql<number>`count(*)::int`,
      amount: sql<number>`sum(${productAmountSql()})::bigint`.mapWith(Number),
      collected:
        sql<number>`coalesce(sum(${productAmountSql()}) filter (where ${products.is_paid}), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(products)
    .innerJoin(tripItems, eq(tripItems.product_id, products.id))
    .innerJoin(trips, eq(trips.id, tripItems.trip_id))
    .innerJoin(cars, eq(cars.id, trips.car_id))
    .where(
      and(
        isNull(tripItems.removed_at),
        isNull(trips.archived_at),
        isNull(products.deleted_at),
        eq(products.customer_id, customerId),
      ),
    )
    .groupBy(trips.id, cars.id, cars.number_car, trips.datetime_from)
    .having(sql`bool_or(not ${products.is_paid})`)
    .orderBy(desc(trips.datetime_from), desc(trips.id));
  return rows.map((r) => ({ ...r, due: r.amount - r.collected }));
}

async function expectScreenEqualsLines(expectedStatements: number) {
  for (const customer of [a, b]) {
    const res = await callEndpoint(t, debtApi.customer, {
      params: { customer_id: customer.id },
      token: t.token,
    });
    expect(res.status).toBe(200);
    expect(res.data.statements).toEqual(await fromLines(customer.id));
  }
  const screen = await callEndpoint(t, debtApi.customer, {
    params: { customer_id: a.id },
    token: t.token,
  });
  expect(screen.data.statements).toHaveLength(expectedStatements);
  const list = await callEndpoint(t, debtApi.list, { token: t.token });
  const row = list.data.rows.find((r) => r.id === a.id);
  expect(row!.unpaid_statements).toBe(expectedStatements);
  const count = await callEndpoint(t, debtApi.count, {
    query: { customer_id: String(a.id) },
    token: t.token,
  });
  expect(count.data.statements).toBe(expectedStatements);
  // The kept outstanding debt the list is ordered by (migration 0027) follows every change.
  expect(await outstandingDebtOutOfStep(t.db)).toEqual([]);
}

const update = (ids: number[], set: Partial<typeof products.$inferInsert>) =>
  t.db.update(products).set(set).where(inArray(products.id, ids));

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  // An opening debt keeps A in the list of who owes whatever its statements say.
  a = await buildCustomer(t.db, { full_name: 'Khách A', debt: 1000 });
  b = await buildCustomer(t.db, { full_name: 'Khách B', debt: 0 });
  const car = await buildCar(t.db, { number_car: '51C00001' });
  const lines = async (specs: [number, number, boolean?][]) => {
    const made = [];
    for (const [customer, price, paid] of specs)
      made.push(await buildProduct(t.db, goods(customer, price, paid)));
    return made;
  };
  trip1 = await buildTrip(t.db, {
    car,
    datetime_from: '2026-03-01',
    products: await lines([
      [a.id, 1000],
      [a.id, 2000, true],
      [b.id, 4000],
    ]),
  });
  trip2 = await buildTrip(t.db, {
    car,
    datetime_from: '2026-03-02',
    products: await lines([
      [a.id, 3000],
      [a.id, 5000],
    ]),
  });
  trip3 = await buildTrip(t.db, {
    datetime_from: '2026-03-03',
    products: await lines([
      [a.id, 6000],
      [b.id, 7000, true],
    ]),
  });
});
afterAll(() => t.close());

describe('unpaid statements from the kept figures', () => {
  it('agree with the lines as loaded', async () => {
    await expectScreenEqualsLines(3);
  });

  it('after a line leaves its trip and goods are deleted', async () => {
    const [first] = trip2.products;
    await t.db
      .update(tripItems)
      .set({ removed_at: new Date() })
      .where(eq(tripItems.product_id, first!.id));
    await update([trip2.products[1]!.id], { deleted_at: new Date() });
    await expectScreenEqualsLines(2);
  });

  it('after goods change customer and a line is paid', async () => {
    await update([trip3.products[0]!.id], { customer_id: b.id });
    await update([trip1.products[0]!.id], { is_paid: true });
    await expectScreenEqualsLines(0);
    await update([trip1.products[1]!.id], { is_paid: false });
    await expectScreenEqualsLines(1);
  });

  it('after a trip is archived', async () => {
    await t.db.update(trips).set({ archived_at: new Date() }).where(eq(trips.id, trip1.trip.id));
    await expectScreenEqualsLines(0);
  });

  it('after the opening debt is edited, the list is in the kept order', async () => {
    await t.db.update(customers).set({ debt: 50_000 }).where(eq(customers.id, b.id));
    expect(await outstandingDebtOutOfStep(t.db)).toEqual([]);
    const list = await callEndpoint(t, debtApi.list, { token: t.token });
    const owed = list.data.rows.map((r) => r.outstanding_debt);
    expect(list.data.rows[0]!.id).toBe(b.id);
    expect(owed).toEqual([...owed].sort((x, y) => y - x));
    expect(list.data.totals.customers).toBe(list.data.rows.length);
  });
});
