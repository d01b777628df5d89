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
    .where(sql`${customerGoodsTotals.goods} <> 0 or ${customerGoodsTotals.amount} <> 0`)
    .orderBy(customerGoodsTotals.customer_id);
  const live = await db
    .select({
      customer_id: products.customer_id,
      goods: sql<number>`count(*)::int`,
      quantity: sql<number>`sum(${products.quantity})::bigint`,
      total_weight: sql<string>`sum(${products.total_weight})`,
      amount: sql<string>`sum(${productAmountSql()})`,
      unpaid_amount: sql<string>`sum(${productAmountSql()} - ${products.paid_amount})`,
    })
    .from(products)
    .where(sql`${products.deleted_at} is null`)
    .groupBy(products.customer_id)
    .orderBy(products.customer_id);
  return {
    kept: kept.map((r) => ({
      ...r,
      quantity: Number(r.quantity),
      total_weight: Number(r.total_weight),
      amount: Number(r.amount),
      unpaid_amount: Number(r.unpaid_amount),
    })),
    live: live.map((r) => ({
      ...r,
      quantity: Number(r.quantity),
      total_weight: Number(r.total_weight),
      amount: Number(r.amount),
      unpaid_amount: Number(r.unpaid_amount),
    })),
  };
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
