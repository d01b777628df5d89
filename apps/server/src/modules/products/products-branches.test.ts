import { productsApi } from '@depot/shared/products/products.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, trips } from '../../db/schema/index';
import { callEndpoint, type WireBody } from '../../../test/contract-call';
import { buildBranch, buildCustomer, buildProduct, buildTrip } from '../../../test/factories';
import { expectTotalsInStep } from '../../../test/kept-totals';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';

// Goods have two ends (docs/domain.md, "Branches"): the branch that received them and the one
// they go to. A person of one branch sees the goods of either end there, edits only what their
// branch received, and is refused (403, nothing changed) for the rest.

let t: SignedInTestApp;
let ct: number;
let rg: number;
let sgStaff: string;
let ctStaff: string;
let ctCustomer: number;
let plainCustomer: number;

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  const { rows } = await t.db.execute<{ id: number }>(
    sql`select id from provinces_2025 where name like '%Cần Thơ%' limit 1`,
  );
  const canTho = rows[0]!.id;
  ct = await buildBranch(t.db, { province_ids: [canTho] });
  rg = await buildBranch(t.db, { name: 'Chi nhánh Rạch Giá', code: 'RG' });
  sgStaff = (await signIn(t, 'staff', 1)).token;
  ctStaff = (await signIn(t, 'staff', ct)).token;
  ctCustomer = (await buildCustomer(t.db, { address_version: 2025, province_id: canTho })).id;
  plainCustomer = (await buildCustomer(t.db)).id;
});
afterAll(() => t.close());

function line(customer_id: number, extra: Partial<Line> = {}): Line {
  return {
    customer_id,
    name: 'Thùng sơn',
    price_type: 'package',
    quantity: 1,
    total_weight: 5,
    price: 40_000,
    datetime: '2026-11-20',
    ...extra,
  };
}

type Line = WireBody<typeof productsApi.create>;

const create = (token: string, body: Line, headers?: Record<string, string>) =>
  callEndpoint(t, productsApi.create, { body, token, headers });

describe('the two ends of new goods', () => {
  it('receives at the clerk’s branch and sends to the branch serving the customer’s province', async () => {
    const served = await create(sgStaff, line(ctCustomer));
    expect(served.status, served.message).toBe(200);
    expect(served.data).toMatchObject({ origin_branch_id: 1, destination_branch_id: ct });
    expect(served.data.stage).toBe('received');
    // No branch serves the province: the goods are delivered from the branch that received them.
    const local = await create(ctStaff, line(plainCustomer));
    expect(local.data).toMatchObject({ origin_branch_id: ct, destination_branch_id: ct });
    // Chosen at intake.
    const chosen = await create(sgStaff, line(ctCustomer, { destination_branch_id: rg }));
    expect(chosen.data).toMatchObject({ origin_branch_id: 1, destination_branch_id: rg });
  });

  it('the owner receives at the first branch, or at the branch picked in the header', async () => {
    const all = await create(t.token, line(plainCustomer));
    expect(all.data.origin_branch_id).toBe(1);
    const picked = await create(t.token, line(plainCustomer), { 'x-branch-id': String(rg) });
    expect(picked.data).toMatchObject({ origin_branch_id: rg, destination_branch_id: rg });
    // A person of a branch cannot pick another.
    const other = await create(ctStaff, line(plainCustomer), { 'x-branch-id': '1' });
    expect([other.status, other.message]).toEqual([403, 'Bạn chỉ làm việc với chi nhánh của mình']);
  });

  it('refuses a branch that does not exist on its field, saving nothing', async () => {
    const before = await t.db.$count(products);
    const res = await create(sgStaff, line(plainCustomer, { destination_branch_id: 99_999 }));
    expect(res.status).toBe(400);
    expect(res.errors).toEqual({ destination_branch_id: 'Chi nhánh nhận không tồn tại' });
    expect(await t.db.$count(products)).toBe(before);
  });
});

describe('each branch sees and edits its own', () => {
  let sgToCt: number;
  let sgToRg: number;
  let ctLocal: number;
  beforeAll(async () => {
    sgToCt = (await create(sgStaff, line(ctCustomer, { name: 'Đi Cần Thơ' }))).data.id;
    sgToRg = (await create(sgStaff, line(ctCustomer, { destination_branch_id: rg }))).data.id;
    ctLocal = (await create(ctStaff, line(plainCustomer, { name: 'Của Cần Thơ' }))).data.id;
  });

  const listed = async (token: string, query = {}, headers?: Record<string, string>) => {
    const res = await callEndpoint(t, productsApi.list, {
      query: { limit: 100, ...query },
      token,
      headers,
    });
    expect(res.status, res.message).toBe(200);
    return res.data.rows.map((r) => r.id);
  };

  it('lists the goods of either end of the person’s branch, and counts the same', async () => {
    const seen = await listed(ctStaff);
    expect(seen).toEqual(expect.arrayContaining([sgToCt, ctLocal]));
    expect(seen).not.toContain(sgToRg);
    const count = await callEndpoint(t, productsApi.count, { query: {}, token: ctStaff });
    expect(count.data.count).toBe(seen.length);
    // The owner sees all, or one branch through the header's switch.
    expect(await listed(t.token)).toEqual(expect.arrayContaining([sgToCt, sgToRg, ctLocal]));
    const rgOnly = await listed(t.token, {}, { 'x-branch-id': String(rg) });
    expect(rgOnly).toContain(sgToRg);
    expect(rgOnly).not.toContain(ctLocal);
  });

  it('counts a branch’s goods under one number filter from the totals kept per pair of ends', async () => {
    const dear = await create(sgStaff, line(ctCustomer, { name: 'Hàng đắt', price: 90_000 }));
    expect(dear.status, dear.message).toBe(200);
    const countOf = async (token: string, query: Record<string, string | number>, headers = {}) =>
      (await callEndpoint(t, productsApi.count, { query, token, headers })).data;
    const listedCount = async (token: string, query: Record<string, string | number>) =>
      (await listed(token, query)).length;
    const queries: Record<string, string | number>[] = [
      { price: 50000, price_op: '>' },
      { price: 40000, price_op: '<=' },
      { total_weight: 5, total_weight_op: '>=' },
    ];
    for (const query of queries) {
      expect((await countOf(ctStaff, query)).count).toBe(await listedCount(ctStaff, query));
      expect((await countOf(sgStaff, query)).count).toBe(await listedCount(sgStaff, query));
    }
    expect((await countOf(ctStaff, { price: 50000, price_op: '>' })).amount).toBe(90_000);
    // Sent on to Rạch Giá after all: Cần Thơ no longer counts it, Rạch Giá does.
    await t.db
      .update(products)
      .set({ destination_branch_id: rg })
      .where(eq(products.id, dear.data.id));
    expect((await countOf(ctStaff, { price: 50000, price_op: '>' })).count).toBe(0);
    const rgCount = await countOf(
      t.token,
      { price: 50000, price_op: '>' },
      { 'x-branch-id': String(rg) },
    );
    expect(rgCount.count).toBe(1);
    await expectTotalsInStep(t.db);
  });

  it('pages a branch’s goods newest first, its two ends merged, as one list', async () => {
    // A few more at each end, on different days, so that the two walks interleave.
    for (const [token, day, to] of [
      [sgStaff, '2026-11-18', ct],
      [ctStaff, '2026-11-19', undefined],
      [sgStaff, '2026-11-21', ct],
      [ctStaff, '2026-11-17', rg],
    ] as const) {
      const made = await create(
        token,
        line(ctCustomer, { datetime: day, destination_branch_id: to }),
      );
      expect(made.status, made.message).toBe(200);
    }
    const { rows } = await t.db.execute<{ id: number }>(sql`
      select id from products where deleted_at is null
        and (origin_branch_id = ${ct} or destination_branch_id = ${ct})
      order by datetime desc, id desc`);
    const expected = rows.map((r) => r.id);
    const paged: number[] = [];
    for (let page = 1; page <= expected.length + 1; page++) {
      const res = await callEndpoint(t, productsApi.list, {
        query: { limit: 2, paged: page },
        token: ctStaff,
      });
      paged.push(...res.data.rows.map((r) => r.id));
    }
    expect(paged).toEqual(expected);
  });

  it('filters by either end', async () => {
    const toCt = await listed(t.token, { destination_branch_id: ct });
    expect(toCt).toEqual(expect.arrayContaining([sgToCt, ctLocal]));
    expect(toCt).not.toContain(sgToRg);
    const fromCt = await listed(t.token, { origin_branch_id: ct });
    expect(fromCt).toContain(ctLocal);
    expect(fromCt).not.toContain(sgToCt);
  });

  it('refuses another branch’s intake on every write and read, changing nothing', async () => {
    const params = { id: sgToCt };
    const put = await callEndpoint(t, productsApi.update, {
      params,
      body: line(ctCustomer, { name: 'Đổi tên' }),
      token: ctStaff,
    });
    const patch = await callEndpoint(t, productsApi.patch, {
      params,
      body: { name: 'Đổi tên' },
      token: ctStaff,
    });
    const del = await callEndpoint(t, productsApi.remove, { params, token: ctStaff });
    for (const res of [put, patch, del]) {
      expect([res.status, res.message]).toEqual([
        403,
        'Hàng này do chi nhánh khác nhận, bạn không sửa được',
      ]);
    }
    const [row] = await t.db.select().from(products).where(eq(products.id, sgToCt));
    expect([row!.name, row!.deleted_at]).toEqual(['Đi Cần Thơ', null]);
    // It goes to Cần Thơ, so Cần Thơ reads it; Rạch Giá's goods it does not.
    expect((await callEndpoint(t, productsApi.get, { params, token: ctStaff })).status).toBe(200);
    const rgGoods = await callEndpoint(t, productsApi.get, {
      params: { id: sgToRg },
      token: ctStaff,
    });
    expect([rgGoods.status, rgGoods.message]).toEqual([403, 'Hàng này thuộc chi nhánh khác']);
    // The branch that received it edits it, and may send it elsewhere.
    const moved = await callEndpoint(t, productsApi.patch, {
      params,
      body: { destination_branch_id: rg },
      token: sgStaff,
    });
    expect(moved.status, moved.message).toBe(200);
    expect(moved.data.destination_branch_id).toBe(rg);
  });
});

describe('stage', () => {
  it('follows the goods from the dock to the other branch, and the list filters by it', async () => {
    const {
      trip,
      products: [a, b],
    } = await buildTrip(t.db, { lines: 2, datetime_from: '2026-11-21' });
    await t.db.update(trips).set({ to_branch_id: ct }).where(eq(trips.id, trip.id));
    const waiting = await buildProduct(t.db);
    const stageOf = async (id: number) =>
      (await callEndpoint(t, productsApi.get, { params: { id }, token: t.token })).data.stage;
    expect([await stageOf(waiting.id), await stageOf(a!.id)]).toEqual(['received', 'loaded']);
    await callEndpoint(t, tripsApi.depart, { params: { id: trip.id }, token: sgStaff });
    expect(await stageOf(a!.id)).toBe('in_transit');
    await t.db.execute(
      sql`update trip_items set arrived_at = now() where trip_id = ${trip.id} and product_id = ${a!.id}`,
    );
    await callEndpoint(t, tripsApi.confirmArrival, { params: { id: trip.id }, token: ctStaff });
    expect([await stageOf(a!.id), await stageOf(b!.id)]).toEqual(['arrived', 'missing']);
    const arrived = await callEndpoint(t, productsApi.get, {
      params: { id: a!.id },
      token: t.token,
    });
    expect(arrived.data.arrived_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    const ids = async (stage: 'arrived' | 'missing' | 'received') =>
      (
        await callEndpoint(t, productsApi.list, { query: { stage, limit: 100 }, token: t.token })
      ).data.rows.map((r) => r.id);
    expect(await ids('arrived')).toContain(a!.id);
    expect(await ids('missing')).toEqual([b!.id]);
    expect(await ids('received')).toContain(waiting.id);
    expect(await ids('received')).not.toContain(a!.id);
  });
});
