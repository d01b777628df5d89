import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { buildCustomer, buildProduct } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { valueTotalsMismatches } from '../backups/restore-checks-kept';
import { countOverGoods, countThroughApi } from './goods-count.test-kit';
import { productAmountSql } from './product-amount.sql';

// The count with a weight or amount filter alone (docs/speed.md) reads the totals kept per value and
// per bucket (migration 0030): it must give exactly what summing the goods gives, for every
// operator and bound (on a value, between two, on a bucket's edge, fractional), after edits,
// deletes and a bulk load.
let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const OPS = ['>', '>=', '=', '<', '<='] as const;

const count = (query: Record<string, string>) => countThroughApi(t, query);

/** The same figures summed over the live goods themselves. */
const overGoods = (kind: 'weight' | 'amount', op: string, value: number) =>
  countOverGoods(t, kind === 'weight' ? sql`total_weight` : productAmountSql(), op, value);

/** The bounds worth trying: every live value, each ± a little, and the buckets' edges near them. */
async function boundsOf(kind: 'weight' | 'amount'): Promise<number[]> {
  const column = kind === 'weight' ? sql`total_weight` : productAmountSql();
  const { rows } = await t.db.execute<{ v: string }>(
    sql`select distinct (${column})::text as v from products where deleted_at is null`,
  );
  const step = kind === 'weight' ? 0.01 : 1;
  const values = rows.map((r) => Number(r.v));
  const near = values.flatMap((v) => [v, v - step, v + step, v + step / 2]);
  return [...new Set([0, ...near, 10, 99.99, 100, 1000, 1005, 123_000, 1_000_000])].filter(
    (v) => v >= 0,
  );
}

async function expectCountsExact() {
  expect(await valueTotalsMismatches(t.db)).toEqual([]);
  for (const kind of ['weight', 'amount'] as const) {
    const param = kind === 'weight' ? 'total_weight' : 'amount';
    for (const value of await boundsOf(kind)) {
      for (const op of OPS) {
        const label = `${kind} ${op} ${value}`;
        expect(await count({ [param]: String(value), [`${param}_op`]: op }), label).toEqual(
          await overGoods(kind, op, value),
        );
      }
    }
  }
}

describe('GET /products/count with a weight or amount filter alone', () => {
  it('equals the sums over the goods, for every operator, through edits, deletes and loads', async () => {
    const customer = await buildCustomer(t.db);
    const line = (price: number, total_weight: number, extra = {}) =>
      buildProduct(t.db, { customer_id: customer.id, price, total_weight, ...extra });
    // Weights and amounts on either side of bucket edges (99.99 | 100.00 kg, 1 229 | 1 230 đ…).
    const goods = [
      await line(100, 99.99),
      await line(100, 100),
      await line(100, 100.5),
      await line(10, 12.29),
      await line(10, 12.3),
      await line(1, 0.5),
      await line(2500, 1234.56, { quantity: 3 }),
      await line(7, 7, { price_type: 'package', quantity: 4, specification_id: null }),
      await line(123_000, 1, { is_total_money: true }),
    ];
    await expectCountsExact();

    // Edits (a weight, a price: the amount moves), a soft delete, a hard delete, a pickup.
    await t.db
      .update(products)
      .set({ total_weight: '100.01' as unknown as number })
      .where(eq(products.id, goods[0]!.id));
    await t.db.update(products).set({ price: 11 }).where(eq(products.id, goods[3]!.id));
    await t.db
      .update(products)
      .set({ deleted_at: new Date() })
      .where(eq(products.id, goods[4]!.id));
    await t.db.delete(products).where(eq(products.id, goods[5]!.id));
    await t.db.update(products).set({ status: true }).where(eq(products.id, goods[6]!.id));
    await expectCountsExact();

    // A bulk load: one statement copying the lines with new codes and slightly other figures.
    const ids = goods.map((g) => g.id);
    await t.db.execute(sql`
      insert into products (customer_id, name, price, quantity, total_weight, price_type,
        is_total_money, specification_id, datetime, year_create, month_create, "order")
      select customer_id, name, price, quantity + 1, total_weight + 0.37, price_type,
        is_total_money, specification_id, datetime, year_create, month_create, "order" + 900000
      from products where id in ${sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`}`);
    await t.db.update(products).set({ deleted_at: null }).where(inArray(products.id, ids));
    await expectCountsExact();
  });
});
