import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, statementTotals, tripItems, tripTotals } from '../../db/schema/index';
import { buildCar, buildCustomer, buildProduct } from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { productAmountSql } from '../products/product-amount.sql';

// The statement figures kept by the triggers of migration 0011, against the live lines, after
// every way a line or its goods change: load, paid toggle, payment, edit, removal, move,
// archive and restore.
let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
});
afterAll(() => t.close());

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

async function keptAndLive() {
  const kept = await t.db
    .select()
    .from(statementTotals)
    .where(sql`${statementTotals.lines} <> 0`)
    .orderBy(statementTotals.trip_id, statementTotals.customer_id);
  const live = await t.db
    .select({
      trip_id: tripItems.trip_id,
      customer_id: products.customer_id,
      lines: sql<number>`count(*)::int`,
      paid_lines: sql<number>`(count(*) filter (where ${products.is_paid}))::int`,
      quantity: sql<string>`sum(${products.quantity})`,
      total_weight: sql<string>`sum(${products.total_weight})`,
      amount: sql<string>`sum(${productAmountSql()})`,
      collected: sql<string>`coalesce(sum(${productAmountSql()}) filter (where ${products.is_paid}), 0)`,
    })
    .from(tripItems)
    .innerJoin(products, eq(products.id, tripItems.product_id))
    .where(and(isNull(tripItems.removed_at), isNull(products.deleted_at)))
    .groupBy(tripItems.trip_id, products.customer_id)
    .orderBy(tripItems.trip_id, products.customer_id);
  return { kept: kept.map(numbers), live: live.map(numbers) };
}

/** The trips' kept figures against their statements' (which the test above holds to the lines). */
async function tripsInStep(statements: ReturnType<typeof numbers>[]) {
  const kept = await t.db
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

async function expectInStep() {
  const { kept, live } = await keptAndLive();
  expect(kept).toEqual(live);
  await tripsInStep(live);
  return live;
}

async function api(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  query?: Record<string, string>,
) {
  const res = await call(t, { method, url, token: t.token, payload, query });
  expect(res.status, `${method} ${url} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
}

describe('statement_totals', () => {
  it('stays equal to the live lines through every change', async () => {
    const an = await buildCustomer(t.db, { full_name: 'Nguyễn Văn An' });
    const binh = await buildCustomer(t.db, { full_name: 'Trần Thị Bình' });
    const car = await buildCar(t.db);
    const other = await buildCar(t.db);
    const day = '2026-10-05';
    const goods = [
      await buildProduct(t.db, {
        customer_id: an.id,
        price: 2500,
        quantity: 2,
        total_weight: 12.55,
      }),
      await buildProduct(t.db, {
        customer_id: an.id,
        price_type: 'package',
        price: 50_000,
        quantity: 3,
      }),
      await buildProduct(t.db, { customer_id: binh.id, is_total_money: true, price: 75_000 }),
      await buildProduct(t.db, { customer_id: binh.id, price: 15, total_weight: 4.1 }),
    ];
    const ids = goods.map((g) => g.id);
    await api('POST', '/api/transports', { car_id: car.id, datetime_from: day, products: ids });
    expect(await expectInStep()).toHaveLength(2);

    await api('PATCH', `/api/products/${ids[0]}`, { is_paid: true });
    await t.db
      .update(products)
      .set({ price: 3000, total_weight: 20.25 })
      .where(eq(products.id, ids[1]!));
    await api('POST', '/api/transport/pay', {
      car_id: car.id,
      customer_id: binh.id,
      datefrom: day,
    });
    await expectInStep();

    const [item] = await t.db
      .select()
      .from(tripItems)
      .where(and(eq(tripItems.product_id, ids[3]!), isNull(tripItems.removed_at)));
    await api('DELETE', `/api/transport/${item!.id}`);
    await expectInStep();

    await api('POST', '/api/transport/move', {
      products: [ids[0]],
      car_id: other.id,
      datetime_from: day,
    });
    await expectInStep();

    const scope = { car_id: String(car.id), date_from: day, date_to: day };
    await api('DELETE', '/api/trips', undefined, scope);
    expect((await expectInStep()).map((r) => r.customer_id)).toEqual([an.id]);
    await api('POST', '/api/trips/restore', { car_id: car.id, datetime_from: day });
    const after = await expectInStep();
    expect(after.length).toBeGreaterThanOrEqual(2);
  });
});
