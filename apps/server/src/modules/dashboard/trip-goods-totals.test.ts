import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, tripGoodsTotals, tripItems } from '../../db/schema/index';
import { buildCar, buildProduct, buildTrip } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { productAmountSql } from '../products/product-amount.sql';

// The per-trip totals kept by the triggers of migration 0011, which the dashboard sums.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The kept totals (trips with something) next to what their live lines add up to now. */
async function keptAndLive() {
  const kept = await t.db
    .select()
    .from(tripGoodsTotals)
    .where(sql`${tripGoodsTotals.goods} <> 0 or ${tripGoodsTotals.amount} <> 0`)
    .orderBy(tripGoodsTotals.trip_id);
  const live = await t.db
    .select({
      trip_id: tripItems.trip_id,
      goods: sql<number>`count(*)::int`,
      total_weight: sql<string>`sum(${products.total_weight})`,
      amount: sql<string>`sum(${productAmountSql()})`,
      collected: sql<string>`coalesce(sum(${productAmountSql()}) filter (where ${products.is_paid}), 0)`,
    })
    .from(tripItems)
    .innerJoin(products, eq(products.id, tripItems.product_id))
    .where(sql`${tripItems.removed_at} is null and ${products.deleted_at} is null`)
    .groupBy(tripItems.trip_id)
    .orderBy(tripItems.trip_id);
  const numbers = <T extends { total_weight: unknown; amount: unknown; collected: unknown }>(
    r: T,
  ) => ({
    ...r,
    total_weight: Number(r.total_weight),
    amount: Number(r.amount),
    collected: Number(r.collected),
  });
  return { kept: kept.map(numbers), live: live.map(numbers) };
}

async function expectInStep() {
  const { kept, live } = await keptAndLive();
  expect(kept).toEqual(live);
}

describe('trip_goods_totals', () => {
  it('follows loads, edits, payments, removals, moves, restores and deletes', async () => {
    const car = await buildCar(t.db);
    const first = await buildTrip(t.db, {
      car,
      datetime_from: '2026-05-01',
      lines: 2,
      product: { price: 2500, total_weight: 12.55 },
    });
    const lump = await buildProduct(t.db, { price: 75_000, is_total_money: true });
    const box = await buildProduct(t.db, { price_type: 'package', price: 50_000, quantity: 3 });
    const second = await buildTrip(t.db, {
      car,
      datetime_from: '2026-05-02',
      products: [lump, box],
    });
    await expectInStep();
    expect((await keptAndLive()).kept).toHaveLength(2);

    // Price, weight and paid flag of loaded goods; an edit of nothing counted.
    const [a, b] = first.products;
    await t.db
      .update(products)
      .set({ price: 3000, total_weight: 20.25 })
      .where(eq(products.id, a!.id));
    await t.db.update(products).set({ is_paid: true }).where(eq(products.id, box.id));
    await t.db.update(products).set({ name: 'Đổi tên' }).where(eq(products.id, lump.id));
    await expectInStep();

    // A line archived, then restored; a line moved to the other trip.
    const lumpItem = second.items.find((i) => i.product_id === lump.id)!;
    await t.db
      .update(tripItems)
      .set({ removed_at: new Date(), archived: true })
      .where(eq(tripItems.id, lumpItem.id));
    await expectInStep();
    await t.db
      .update(tripItems)
      .set({ removed_at: null, archived: false })
      .where(eq(tripItems.id, lumpItem.id));
    await expectInStep();
    const bItem = first.items.find((i) => i.product_id === b!.id)!;
    await t.db.update(tripItems).set({ removed_at: new Date() }).where(eq(tripItems.id, bItem.id));
    await t.db.insert(tripItems).values({ trip_id: second.trip.id, product_id: b!.id });
    await expectInStep();

    // Goods deleted while loaded leave the sums; a removed line's goods edited change nothing.
    await t.db.update(products).set({ deleted_at: new Date() }).where(eq(products.id, a!.id));
    await t.db.update(products).set({ price: 1 }).where(eq(products.id, a!.id));
    await expectInStep();
    // A line deleted outright.
    await t.db.delete(tripItems).where(eq(tripItems.product_id, box.id));
    await expectInStep();
  });
});
