import { and, eq, isNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../src/db/client';
import {
  customerGoodsTotals,
  products,
  statementTotals,
  tripItems,
  tripTotals,
} from '../src/db/schema/index';
import { productAmountSql, productCollectedSql } from '../src/modules/products/product-amount.sql';

// The totals kept by triggers (migrations 0010 and 0011) against what the live rows add up to:
// the tests of every change that moves them, and the demo seed that loads them in bulk.

/** Per customer: the kept goods totals next to what the live goods add up to now. */
export async function goodsKeptAndLive(db: Executor) {
  const kept = await db
    .select()
    .from(customerGoodsTotals)
    .where(
      sql`${customerGoodsTotals.goods} <> 0 or ${customerGoodsTotals.amount} <> 0
        or ${customerGoodsTotals.opening_paid} <> 0 or ${customerGoodsTotals.credit} <> 0`,
    )
    .orderBy(customerGoodsTotals.customer_id);
  // Per customer from the rows: the live goods, and the live payments and allocations (issue 19).
  const { rows: live } = await db.execute<Record<string, string | number>>(sql`
    with goods as (
      select customer_id, count(*)::int as goods, sum(quantity)::bigint as quantity,
             sum(total_weight) as total_weight, sum(${productAmountSql()}) as amount,
             sum(${productAmountSql()} - paid_amount) as unpaid_amount
      from products where deleted_at is null group by customer_id
    ),
    money as (
      select p.customer_id,
             coalesce(sum(a.amount) filter (where a.product_id is null), 0) as opening_paid,
             coalesce(sum(a.amount), 0) as allocated
      from payments p join payment_allocations a on a.payment_id = p.id
      where p.voided_at is null and a.voided_at is null group by p.customer_id
    ),
    received as (
      select customer_id, sum(amount) as received from payments
      where voided_at is null group by customer_id
    )
    select c.id as customer_id, coalesce(g.goods, 0) as goods, coalesce(g.quantity, 0) as quantity,
           coalesce(g.total_weight, 0) as total_weight, coalesce(g.amount, 0) as amount,
           coalesce(g.unpaid_amount, 0) as unpaid_amount,
           coalesce(m.opening_paid, 0) as opening_paid,
           coalesce(r.received, 0) - coalesce(m.allocated, 0) as credit
    from customers c
    left join goods g on g.customer_id = c.id
    left join money m on m.customer_id = c.id
    left join received r on r.customer_id = c.id
    where g.customer_id is not null or m.customer_id is not null or r.customer_id is not null
    order by c.id`);
  const numeric = (r: Record<string, unknown>) => ({
    customer_id: Number(r.customer_id),
    goods: Number(r.goods),
    quantity: Number(r.quantity),
    total_weight: Number(r.total_weight),
    amount: Number(r.amount),
    unpaid_amount: Number(r.unpaid_amount),
    opening_paid: Number(r.opening_paid),
    credit: Number(r.credit),
  });
  const nonZero = (r: ReturnType<typeof numeric>) =>
    r.goods !== 0 || r.amount !== 0 || r.opening_paid !== 0 || r.credit !== 0;
  return { kept: kept.map(numeric).filter(nonZero), live: live.map(numeric).filter(nonZero) };
}

function numbers(r: Record<string, unknown>) {
  return {
    trip_id: r.trip_id,
    customer_id: r.customer_id,
    lines: Number(r.lines),
    paid_lines: Number(r.paid_lines),
    quantity: Number(r.quantity),
    total_weight: Number(r.total_weight),
    amount: Number(r.amount),
    collected: Number(r.collected),
  };
}

/** Per statement (trip x customer): the kept figures next to the live lines' sums. */
export async function statementsKeptAndLive(db: Executor) {
  const kept = await db
    .select()
    .from(statementTotals)
    .where(sql`${statementTotals.lines} <> 0`)
    .orderBy(statementTotals.trip_id, statementTotals.customer_id);
  const live = await db
    .select({
      trip_id: tripItems.trip_id,
      customer_id: products.customer_id,
      lines: sql<number>`count(*)::int`,
      paid_lines: sql<number>`(count(*) filter (where ${products.is_paid}))::int`,
      quantity: sql<string>`sum(${products.quantity})`,
      total_weight: sql<string>`sum(${products.total_weight})`,
      amount: sql<string>`sum(${productAmountSql()})`,
      collected: sql<string>`sum(${productCollectedSql()})`,
    })
    .from(tripItems)
    .innerJoin(products, eq(products.id, tripItems.product_id))
    .where(and(isNull(tripItems.removed_at), isNull(products.deleted_at)))
    .groupBy(tripItems.trip_id, products.customer_id)
    .orderBy(tripItems.trip_id, products.customer_id);
  return { kept: kept.map(numbers), live: live.map(numbers) };
}

/** The trips' kept figures against their statements' (which the test above holds to the lines). */
export async function expectTripsInStep(db: Executor, statements: ReturnType<typeof numbers>[]) {
  const kept = await db
    .select()
    .from(tripTotals)
    .where(sql`${tripTotals.lines} <> 0 or ${tripTotals.customers} <> 0`)
    .orderBy(tripTotals.trip_id);
  const byTrip = new Map<unknown, Record<string, number>>();
  for (const r of statements) {
    const sum = byTrip.get(r.trip_id) ?? {
      customers: 0,
      lines: 0,
      paid_lines: 0,
      quantity: 0,
      total_weight: 0,
      amount: 0,
      collected: 0,
    };
    sum.customers! += 1;
    for (const key of [
      'lines',
      'paid_lines',
      'quantity',
      'total_weight',
      'amount',
      'collected',
    ] as const)
      sum[key] = Math.round((sum[key]! + r[key]) * 100) / 100;
    byTrip.set(r.trip_id, sum);
  }
  expect(
    kept.map((r) => ({ ...numbers(r), customers: r.customers, customer_id: undefined })),
  ).toEqual(
    [...byTrip.entries()].map(([trip_id, sum]) => ({ trip_id, customer_id: undefined, ...sum })),
  );
}

/** Every kept total equal to the live rows: goods per customer, statements and trips. */
export async function expectTotalsInStep(db: Executor) {
  const goods = await goodsKeptAndLive(db);
  expect(goods.kept).toEqual(goods.live);
  const statements = await statementsKeptAndLive(db);
  expect(statements.kept).toEqual(statements.live);
  await expectTripsInStep(db, statements.live);
}
