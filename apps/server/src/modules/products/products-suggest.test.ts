import { SUGGESTION_LIMIT } from '@depot/shared/products/products-suggest.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema/index';
import { buildCustomer, buildProduct, buildSpecification } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { productsApi } from '@depot/shared/products/products.contract';

// GET /api/products/search and DELETE /api/products/suggest/:id.
let t: SignedInTestApp;
let token: string;
let a: { id: number };
let b: { id: number };
const made: Record<string, number> = {};
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  token = t.token;
  a = await buildCustomer(t.db);
  b = await buildCustomer(t.db);
  const spec = await buildSpecification(t.db, 'Hộp');
  const line = async (key: string, name: string, n: number, extra: object = {}) => {
    const p = await buildProduct(t.db, {
      customer_id: a.id,
      specification_id: spec.id,
      name,
      price: 100,
      created_at: day(n),
      ...extra,
    });
    made[key] = p.id;
  };
  await line('samsung', 'Hàng điện tử Samsung', 3);
  await line('dtOld', 'Hàng Điện Tử', 1);
  await line('dtNew', 'Hàng Điện Tử', 5, { quantity: 9 }); // same suggestion, more recent
  await line('dtDear', 'Hàng Điện Tử', 2, { price: 200 }); // another price: its own chip
  await line('phone', 'Điện thoại', 4);
  await line('rice', 'Gạo tám thơm', 6);
  await line('deleted', 'Hàng điện tử cũ', 7, { deleted_at: new Date() });
  await line('removed', 'Hàng điện tử bỏ', 8, { is_suggest: false });
  await line('lg', 'Hàng điện tử LG', 9, { customer_id: b.id });
});
afterAll(() => t.close());

async function search(query: Record<string, string>) {
  const res = await callEndpoint(t, productsApi.search, { query: query, token });
  expect(res.status, JSON.stringify(res.raw)).toBe(200);
  return res.data;
}
const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('GET /api/products/search', () => {
  it("offers the customer's earlier goods containing the keyword, best match then most recent", async () => {
    const rows = await search({ query: 'DIEN TU', customer_id: String(a.id) });
    // Contained in three names (identical lines collapse into the most recent, dtNew), then
    // the merely similar `Điện thoại`; never `Gạo tám thơm`.
    expect(idsOf(rows)).toEqual([made.dtNew, made.samsung, made.dtDear, made.phone]);
    expect(rows[0]).toMatchObject({
      name: 'Hàng Điện Tử',
      price: 100,
      quantity: 9,
      price_type: 'weight',
      specification_id: { id: expect.any(Number), name: 'Hộp' },
      customer_id: a.id,
      created_at: day(5).toISOString(),
    });
  });

  it('ranks an exact name above a longer one, and tolerates a typo', async () => {
    const exact = await search({ query: 'hàng điện tử samsung', customer_id: String(a.id) });
    expect(idsOf(exact)[0]).toBe(made.samsung);
    const typo = await search({ query: 'dien thaoi', customer_id: String(a.id) });
    expect(idsOf(typo)).toContain(made.phone);
    expect(idsOf(typo)).not.toContain(made.rice);
  });

  it('searches every customer when none is given', async () => {
    const rows = await search({ query: 'dien tu' });
    expect(idsOf(rows)).toEqual(expect.arrayContaining([made.lg, made.dtNew, made.samsung]));
    expect(idsOf(rows)).not.toContain(made.dtOld);
  });

  it('never offers deleted goods or goods removed from suggestions', async () => {
    const rows = idsOf(await search({ query: 'hang dien tu' }));
    expect(rows).not.toContain(made.deleted);
    expect(rows).not.toContain(made.removed);
  });

  it('answers [] for a blank query, and at most SUGGESTION_LIMIT lines', async () => {
    expect(await search({ query: '   ' })).toEqual([]);
    expect(await search({})).toEqual([]);
    const c = await buildCustomer(t.db);
    for (let i = 0; i < SUGGESTION_LIMIT + 3; i++) {
      await buildProduct(t.db, { customer_id: c.id, name: `Bàn ghế gỗ ${i}` });
    }
    expect(await search({ query: 'ban ghe', customer_id: String(c.id) })).toHaveLength(
      SUGGESTION_LIMIT,
    );
  });
});

describe('DELETE /api/products/suggest/:id', () => {
  it('stops offering the line; the goods stay; the trail records it', async () => {
    const before = idsOf(await search({ query: 'dien thoai', customer_id: String(a.id) }));
    expect(before).toContain(made.phone);
    const res = await callEndpoint(t, productsApi.removeSuggestion, {
      params: { id: made.phone },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.message).toBe('Đã xóa khỏi gợi ý');
    const after = idsOf(await search({ query: 'dien thoai', customer_id: String(a.id) }));
    expect(after).not.toContain(made.phone);
    const [row] = await t.db.select().from(products).where(eq(products.id, made.phone!));
    expect(row).toMatchObject({ is_suggest: false, deleted_at: null });
    expect(
      (await callEndpoint(t, productsApi.get, { params: { id: made.phone }, token })).status,
    ).toBe(200);
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.entity_id, made.phone!));
    expect(trail).toMatchObject([
      {
        action: 'update',
        actor_id: t.user.id,
        before: { is_suggest: true },
        after: { is_suggest: false },
      },
    ]);
  });

  it('answers 404 for unknown goods', async () => {
    const res = await callEndpoint(t, productsApi.removeSuggestion, {
      params: { id: 999999 },
      token,
    });
    expect(res.status).toBe(404);
    expect(res.message).toBe('Không tìm thấy hàng hóa');
  });
});
