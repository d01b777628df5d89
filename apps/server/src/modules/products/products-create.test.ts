import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productCodeCounters, products } from '../../db/schema/index';
import { buildCustomer, buildProduct, buildSpecification } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireBody } from '../../../test/contract-call';

type Body = WireBody<typeof productsApi.create>;
import { productsApi } from '@depot/shared/products/products.contract';
import { customersApi } from '@depot/shared/customers/customers.contract';

// POST /api/products, the code counter, and reading one line back.
let t: SignedInTestApp;
let token: string;
let customer: Awaited<ReturnType<typeof buildCustomer>>;
let spec: Awaited<ReturnType<typeof buildSpecification>>;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  token = t.token;
  customer = await buildCustomer(t.db, { full_name: 'Trần Thị Gửi', province_id: 79 });
  spec = await buildSpecification(t.db, 'Thùng carton');
});
afterAll(() => t.close());

const body = (overrides: Partial<Body> = {}): Body => ({
  customer_id: customer.id,
  name: '  Hàng điện tử  ',
  price_type: 'weight',
  specification_id: spec.id,
  quantity: 3,
  total_weight: 12.5,
  price: 2500,
  is_total_money: false,
  is_paid: false,
  product_type: 'Dễ vỡ',
  datetime: '2026-11-05',
  ...overrides,
});

const create = (payload: Body) => callEndpoint(t, productsApi.create, { body: payload, token });

describe('POST /api/products', () => {
  it('stores the line, answers it with its code, amount, customer and specification', async () => {
    const res = await create(body());
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.message).toBe('Thêm hàng hóa thành công');
    const p = res.data;
    expect(p).toMatchObject({
      name: 'Hàng điện tử',
      price: 2500,
      quantity: 3,
      total_weight: 12.5,
      amount: 31250,
      price_type: 'weight',
      is_paid: false,
      status: false,
      trip: null,
      datetime: '2026-11-05',
      product_type: 'Dễ vỡ',
      year_create: 2026,
      month_create: 11,
      specification_id: { id: spec.id, name: 'Thùng carton' },
      created_by: t.user.id,
    });
    expect(p.code).toMatch(/^2611-\d{4}$/);
    expect(p.customer).toMatchObject({
      id: customer.id,
      full_name: 'Trần Thị Gửi',
      province_id: { id: 79, name: 'Hồ Chí Minh' },
    });
    expect(p.customer.district_id).toMatchObject({ id: customer.district_id!.id });
    const [stored] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(stored).toMatchObject({ name: 'Hàng điện tử', customer_id: customer.id });
  });

  it('drops the specification of package pricing and prices by quantity', async () => {
    const res = await create(body({ price_type: 'package', price: 50_000, quantity: 4 }));
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ specification_id: null, amount: 200_000 });
  });

  it('refuses a customer that does not exist or was deleted, naming the field', async () => {
    const gone = await buildCustomer(t.db);
    await callEndpoint(t, customersApi.remove, { params: { id: gone.id }, token });
    for (const customer_id of [999_999, gone.id]) {
      const before = await t.db.$count(products);
      const res = await create(body({ customer_id }));
      expect(res.status).toBe(400);
      expect(res.errors).toEqual({ customer_id: 'Khách hàng không tồn tại hoặc đã bị xóa' });
      expect(await t.db.$count(products)).toBe(before);
    }
  });

  it('refuses a specification that does not exist, naming the field', async () => {
    const res = await create(body({ specification_id: 999_999 }));
    expect(res.status).toBe(400);
    expect(res.errors).toEqual({ specification_id: 'Quy cách không tồn tại' });
  });

  it('needs a signed-in user', async () => {
    const res = await callEndpoint(t, productsApi.create, { body: body() });
    expect(res.status).toBe(401);
  });
});

describe('product code', () => {
  it('numbers a month from 1, per receive month, YYMM-NNNN', async () => {
    const first = await create(body({ datetime: '2030-01-31' }));
    const second = await create(body({ datetime: '2030-01-01' }));
    const other = await create(body({ datetime: '2030-02-01' }));
    expect(first.data.code).toBe('3001-0001');
    expect(second.data.code).toBe('3001-0002');
    expect(other.data.code).toBe('3002-0001');
    const [counter] = await t.db
      .select()
      .from(productCodeCounters)
      .where(
        and(eq(productCodeCounters.year_create, 2030), eq(productCodeCounters.month_create, 1)),
      );
    expect(counter!.last_order).toBe(2);
  });

  it('adds the suffix after the number', async () => {
    const res = await create(body({ datetime: '2030-03-10', suffix: 'A' }));
    expect(res.data.code).toBe('3003-0001-A');
  });

  it('gives 50 concurrent creates of one month 50 distinct consecutive codes', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        create(body({ datetime: '2031-07-15', name: `Lô ${i}` })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const orders = results.map((r) => r.data.order).sort((a, b) => a - b);
    expect(orders).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const codes = new Set(results.map((r) => r.data.code));
    expect(codes.size).toBe(50);
    expect(codes.has('3107-0050')).toBe(true);
  });

  it('shares the counter with the test factory, which never reuses a number', async () => {
    const made = await buildProduct(t.db, { customer_id: customer.id, datetime: '2032-05-02' });
    const res = await create(body({ datetime: '2032-05-20' }));
    expect(made.order).toBe(1);
    expect(res.data.code).toBe('3205-0002');
  });

  it('a refused create takes no number', async () => {
    await create(body({ datetime: '2033-01-01', specification_id: 999_999 }));
    const res = await create(body({ datetime: '2033-01-02' }));
    expect(res.data.code).toBe('3301-0001');
  });
});

describe('GET /api/products/:id and /api/products/customer/:id', () => {
  it('reads one line; 404 for an unknown or deleted one', async () => {
    const made = await create(body());
    const res = await callEndpoint(t, productsApi.get, { params: { id: made.data.id }, token });
    expect(res.status).toBe(200);
    expect(res.data).toEqual(made.data);
    const missing = await callEndpoint(t, productsApi.get, { params: { id: 999999 }, token });
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('Không tìm thấy hàng hóa');
    await t.db
      .update(products)
      .set({ deleted_at: new Date() })
      .where(eq(products.id, made.data.id));
    expect(
      (await callEndpoint(t, productsApi.get, { params: { id: made.data.id }, token })).status,
    ).toBe(404);
  });

  it("lists a customer's live goods newest first; 404 for no such customer", async () => {
    const owner = await buildCustomer(t.db);
    const old = await buildProduct(t.db, { customer_id: owner.id, datetime: '2026-01-02' });
    const recent = await buildProduct(t.db, { customer_id: owner.id, datetime: '2026-03-04' });
    const sameDay = await buildProduct(t.db, { customer_id: owner.id, datetime: '2026-03-04' });
    await buildProduct(t.db, { customer_id: owner.id, deleted_at: new Date() });
    await buildProduct(t.db); // another customer's
    const res = await callEndpoint(t, productsApi.ofCustomer, { params: { id: owner.id }, token });
    expect(res.status).toBe(200);
    expect(res.data.map((p: { id: number }) => p.id)).toEqual([sameDay.id, recent.id, old.id]);
    const missing = await callEndpoint(t, productsApi.ofCustomer, {
      params: { id: 999999 },
      token,
    });
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('Không tìm thấy khách hàng');
  });
});

describe('money trail of a create', () => {
  it('writes a create row with the line, its code and amount, and the actor', async () => {
    const res = await create(body({ datetime: '2034-02-03', price: 1000, total_weight: 2.5 }));
    const id = res.data.id;
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entity_id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity: 'product',
      action: 'create',
      actor_id: t.user.id,
      before: null,
      after: {
        code: '3402-0001',
        name: 'Hàng điện tử',
        price: 1000,
        total_weight: 2.5,
        amount: 2500,
      },
    });
    const history = await callEndpoint(t, productsApi.history, { params: { id }, token });
    expect(history.status).toBe(200);
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({
      action: 'create',
      actor: { id: t.user.id, username: t.user.username },
    });
    expect(
      (await callEndpoint(t, productsApi.history, { params: { id: 999999 }, token })).status,
    ).toBe(404);
  });
});
