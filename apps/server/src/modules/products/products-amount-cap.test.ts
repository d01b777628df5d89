import { LINE_AMOUNT_TOO_LARGE, MAX_LINE_AMOUNT } from '@depot/shared/products/products.rules';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrate';
import { auditLog, productCodeCounters, products } from '../../db/schema/index';
import { buildCustomer, buildProduct, buildSpecification } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireBody } from '../../../test/contract-call';
import { productsApi } from '@depot/shared/products/products.contract';

// docs/decisions/0014-one-owner-per-table.md: a line's amount is capped (MAX_LINE_AMOUNT) on every path that writes the figures,
// and by the database's CHECK for any path that does not go through the schemas.
let t: SignedInTestApp;
let valid: WireBody<typeof productsApi.create>;
let specId: number;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  customerId = (await buildCustomer(t.db)).id;
  specId = (await buildSpecification(t.db)).id;
  valid = {
    customer_id: customerId,
    name: 'Sắt thép',
    price_type: 'weight',
    specification_id: specId,
    quantity: 3,
    total_weight: 9000,
    price: 1_000_000,
    datetime: '2026-11-20',
  };
});
afterAll(() => t.close());

/** Everything a write could change, to prove a refused one changed nothing. */
const snapshot = async () => ({
  products: await t.db.select().from(products).orderBy(products.id),
  audit: await t.db.$count(auditLog),
  counters: await t.db.select().from(productCodeCounters),
});

const refused = { price: LINE_AMOUNT_TOO_LARGE };

describe('POST /api/products and the line amount cap', () => {
  it.each([
    ['999 999 999 999 đ/kg × 12 345,67 kg', { price: 999_999_999_999, total_weight: 12_345.67 }],
    ['10^12 đ/kg × 9 000 kg, each within its own cap', { price: 1e12, total_weight: 9000 }],
    ['one đồng past the cap by weight', { price: 1_000_001, total_weight: 10_000 }],
    [
      'a package line past it',
      { price_type: 'package' as const, price: 10_000_001, quantity: 1000 },
    ],
    ['a lump sum past it', { is_total_money: true, price: MAX_LINE_AMOUNT + 1 }],
  ])('refuses %s with 400 and stores nothing', async (_label, change) => {
    const before = await snapshot();
    const res = await callEndpoint(t, productsApi.create, {
      body: { ...valid, ...change },
      token: t.token,
    });
    expect(res.status).toBe(400);
    expect(res.message).toBe(LINE_AMOUNT_TOO_LARGE);
    expect(res.errors).toEqual(refused);
    expect(await snapshot()).toEqual(before);
  });

  it('accepts a line at the cap exactly', async () => {
    const res = await callEndpoint(t, productsApi.create, {
      body: { ...valid, price: 1_000_000, total_weight: 10_000 },
      token: t.token,
    });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data.amount).toBe(MAX_LINE_AMOUNT);
  });
});

describe('PUT and PATCH /api/products/:id and the line amount cap', () => {
  let stored: typeof products.$inferSelect;
  beforeAll(async () => {
    stored = await buildProduct(t.db, {
      customer_id: customerId,
      specification_id: specId,
      price: 1_000_000,
      total_weight: 9000,
      quantity: 3,
    });
  });

  const rowOf = async () =>
    (await t.db.select().from(products).where(eq(products.id, stored.id)))[0];

  it('PUT refuses figures whose amount is past the cap, and keeps the row', async () => {
    const before = await snapshot();
    const res = await callEndpoint(t, productsApi.update, {
      params: { id: stored.id },
      body: { ...valid, price: 1e12 },
      token: t.token,
    });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual(refused);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    // 9 000 kg stored: a price alone pushes the line past the cap.
    ['a price over the stored weight', { price: 2_000_000 }],
    // 1 000 000 đ/kg stored: a weight alone does too.
    ['a weight under the stored price', { total_weight: 10_000.01 }],
    // 1 000 000 đ × 3 packages is small; as a lump sum 10^12 is not.
    ['a lump sum', { is_total_money: true, price: 1e12 }],
    [
      'package pricing over a large quantity',
      { price_type: 'package' as const, quantity: 100_000 },
    ],
  ])('PATCH refuses %s merged with the stored line, and keeps the row', async (_label, patch) => {
    const before = await snapshot();
    const res = await callEndpoint(t, productsApi.patch, {
      params: { id: stored.id },
      body: patch,
      token: t.token,
    });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual(refused);
    expect(await snapshot()).toEqual(before);
  });

  it('PATCH accepts a change that keeps the merged line within the cap', async () => {
    const res = await callEndpoint(t, productsApi.patch, {
      params: { id: stored.id },
      body: { total_weight: 10_000 },
      token: t.token,
    });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data.amount).toBe(MAX_LINE_AMOUNT);
    expect((await rowOf())!.total_weight).toBe(10_000);
  });
});

describe('products_line_amount_check', () => {
  const insertLine = (line: Partial<typeof products.$inferInsert>) =>
    buildProduct(t.db, { customer_id: customerId, specification_id: specId, ...line });

  it('holds the same literal as MAX_LINE_AMOUNT: a line at it is stored', async () => {
    const row = await insertLine({ is_total_money: true, price: MAX_LINE_AMOUNT });
    expect(row.price).toBe(MAX_LINE_AMOUNT);
  });

  it.each([
    ['a lump sum', { is_total_money: true, price: MAX_LINE_AMOUNT + 1 }],
    ['a package line', { price_type: 'package', specification_id: null, price: 1e12, quantity: 9 }],
    ['a weight line', { price: 999_999_999_999, total_weight: 12_345.67 }],
    // round(10 000 000 000,5) is 10 000 000 001: the database rounds as lineAmount does.
    ['a weight line over it by its rounding', { price: 50, total_weight: 200_000_000.01 }],
  ] as const)('refuses %s past it from SQL with 23514', async (_label, line) => {
    const error = await insertLine(line).catch((e: unknown) => e);
    expect(error).toMatchObject({
      cause: { code: '23514', constraint: 'products_line_amount_check' },
    });
  });

  it('refuses an UPDATE that pushes a stored line past it', async () => {
    const row = await insertLine({ price: 1_000_000, total_weight: 10_000 });
    const error = await t.db
      .execute(sql`update products set price = price + 1 where id = ${row.id}`)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ cause: { code: '23514' } });
  });
});

describe('migration 0015 on a depot with a line over the cap', () => {
  it('stops with the ids of the lines to correct, clamping nothing', async () => {
    const file = path.join(migrationsFolder(), '0015_line_amount_cap.sql');
    const [precheck] = (await readFile(file, 'utf8')).split('--> statement-breakpoint');
    await t.db.execute(sql`alter table products drop constraint products_line_amount_check`);
    const line = await buildProduct(t.db, {
      customer_id: customerId,
      specification_id: specId,
      price: 999_999_999_999,
      total_weight: 12_345.67,
    });
    const error = await t.db.execute(sql.raw(precheck!)).catch((e: unknown) => e);
    expect(String((error as { cause?: unknown }).cause)).toContain(`products.id ${line.id})`);
    expect((await t.db.select().from(products).where(eq(products.id, line.id)))[0]!.price).toBe(
      999_999_999_999,
    );
  });
});
