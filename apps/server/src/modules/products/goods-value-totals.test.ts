import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { buildCustomer, buildProduct, buildProducts } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { valueTotalsMismatches } from '../backups/restore-checks-kept';
import { countOverGoods, countThroughApi } from './goods-count.test-kit';
import { productAmountSql } from './product-amount.sql';
import { callEndpoint } from '../../../test/contract-call';
import { productsApi } from '@depot/shared/products/products.contract';

// The live goods' totals kept per price and per quantity (goods_value_totals, the statement
// trigger of migration 0025; weight and amount, and their buckets, since 0030), and the
// price/quantity count that reads them (docs/speed.md).
let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

type Figures = {
  kind: string;
  value: string;
  goods: number;
  quantity: string;
  w: string;
  a: string;
};

/** The kept rows (those with figures left) and the same sums recomputed from the live goods. */
async function keptAndLive() {
  const kept = await t.db.execute<Figures>(sql`
    select kind, value::text, sum(goods)::int as goods, sum(quantity)::text as quantity,
      sum(total_weight)::numeric(18, 2)::text as w, sum(amount)::numeric(20, 0)::text as a
    from goods_value_totals
    group by kind, value
    having sum(goods) <> 0 or sum(quantity) <> 0 or sum(total_weight) <> 0 or sum(amount) <> 0
    order by kind, value`);
  const live = await t.db.execute<Figures>(sql`
    select v.kind, v.value::text, count(*)::int as goods, sum(l.quantity)::text as quantity,
      sum(l.total_weight)::numeric(18, 2)::text as w, sum(l.amount)::numeric(20, 0)::text as a
    from (select price, quantity, total_weight, datetime, ${productAmountSql()} as amount
          from products where deleted_at is null) as l
    cross join lateral (values ('price', l.price), ('quantity', l.quantity::bigint),
      ('weight', (l.total_weight * 100)::bigint), ('amount', l.amount::bigint),
      ('day', (l.datetime - date '1970-01-01')::bigint)) as v(kind, value)
    group by 1, 2 order by 1, 2`);
  return { kept: kept.rows, live: live.rows };
}

async function expectInStep() {
  const { kept, live } = await keptAndLive();
  expect(kept).toEqual(live);
  // The weight and amount buckets (migration 0030) too, by the restore's own recount.
  expect(await valueTotalsMismatches(t.db)).toEqual([]);
}

const count = (query: Record<string, string>) => countThroughApi(t, query);

describe('goods_value_totals', () => {
  it('follows inserts, edits, pickups and payments, moves, soft and hard deletes', async () => {
    const an = await buildCustomer(t.db, { full_name: 'Nguyễn Văn An' });
    const binh = await buildCustomer(t.db, { full_name: 'Trần Thị Bình' });
    const rice = await buildProduct(t.db, {
      customer_id: an.id,
      price: 2500,
      quantity: 2,
      total_weight: 12.55,
    });
    const box = await buildProduct(t.db, {
      customer_id: an.id,
      price_type: 'package',
      price: 2500,
      quantity: 3,
    });
    const lump = await buildProduct(t.db, {
      customer_id: binh.id,
      is_total_money: true,
      price: 75_000,
      quantity: 2,
    });
    const half = await buildProduct(t.db, { customer_id: binh.id, price: 15, total_weight: 4.1 });
    await expectInStep();

    // An amount change with the same price and quantity (only the pricing flips), a price and
    // weight edit, a pickup and a payment (nothing counted changes), a move to another customer.
    await t.db.update(products).set({ is_total_money: false }).where(eq(products.id, lump.id));
    await expectInStep();
    await t.db
      .update(products)
      .set({ price: 3000, total_weight: 20.25 })
      .where(eq(products.id, rice.id));
    await t.db.update(products).set({ status: true }).where(eq(products.id, box.id));
    await t.db.update(products).set({ customer_id: binh.id }).where(eq(products.id, box.id));
    await expectInStep();

    // Several rows in one statement, as a bulk edit would.
    const more = await buildProducts(t.db, 5, (i) => ({ customer_id: an.id, price: 100 * i }));
    await t.db
      .update(products)
      .set({ quantity: sql`${products.quantity} + 1` })
      .where(inArray(products.id, [...more.map((p) => p.id), half.id]));
    await expectInStep();

    // Deleted through the API (soft), then removed for good, then brought back.
    const del = await callEndpoint(t, productsApi.remove, {
      params: { id: half.id },
      token: t.token,
    });
    expect(del.status).toBe(200);
    await expectInStep();
    await t.db.delete(products).where(eq(products.id, rice.id));
    await expectInStep();
    await t.db.update(products).set({ deleted_at: null }).where(eq(products.id, half.id));
    await expectInStep();
  });

  it('a price or quantity count equals the sums over the goods, for every operator', async () => {
    await buildProducts(t.db, 6, (i) => ({ price: 1000 * (i % 3), quantity: i, total_weight: i }));
    for (const op of ['>', '>=', '=', '<', '<=']) {
      for (const [column, value] of [
        ['price', 1000],
        ['quantity', 3],
      ] as const) {
        expect(
          await count({ [column]: String(value), [`${column}_op`]: op }),
          `${column} ${op}`,
        ).toEqual(await countOverGoods(t, sql`${sql.identifier(column)}`, op, value));
      }
    }
    // With another filter beside it, the count reads the goods: the same figures either way.
    expect(await count({ price: '1000', price_op: '>=', status: 'false' })).toEqual(
      await count({ price: '1000', price_op: '>=', status: 'false', quantity: '0' }),
    );
  });
});
