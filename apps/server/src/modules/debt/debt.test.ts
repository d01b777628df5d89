import { DEBT_CUSTOMER_NOT_FOUND, DEBT_STATEMENT_NOT_FOUND } from '@depot/shared/debt/debt.schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema/index';
import { buildCar, buildCustomer, buildProduct, buildTrip } from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireBody } from '../../../test/contract-call';
import { debtApi } from '@depot/shared/debt/debt.contract';

let t: SignedInTestApp;
const get = (url: string, query?: Record<string, string>) =>
  call(t, { url, query, token: t.token });
const putPaid = (payload: WireBody<typeof debtApi.setPaid>) =>
  callEndpoint(t, debtApi.setPaid, { body: payload, token: t.token });

/**
 * Customer A: opening debt 100 000; a statement of two lines on car 1 (10 kg × 1 000 = 10 000
 * unpaid, 3 packages × 5 000 = 15 000 paid); an older statement on car 2 wholly paid (4 000);
 * loose goods 7 000 (total money) unpaid, 2 000 paid, 9 000 unpaid but deleted.
 * Outstanding: 100 000 + 10 000 + 7 000 = 117 000. Customer C: opening debt 50 000 only.
 * Customer Z: owes nothing (not listed).
 */
let a: Awaited<ReturnType<typeof buildCustomer>>;
let c: Awaited<ReturnType<typeof buildCustomer>>;
let z: Awaited<ReturnType<typeof buildCustomer>>;
let car1: Awaited<ReturnType<typeof buildCar>>;
let statement: Awaited<ReturnType<typeof buildTrip>>;
const D1 = '2026-03-10';
const D0 = '2026-03-01';

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  a = await buildCustomer(t.db, { full_name: 'Trần Thị Nợ', debt: 100_000 });
  c = await buildCustomer(t.db, { full_name: 'Lê Văn Cũ', debt: 50_000 });
  z = await buildCustomer(t.db, { full_name: 'Phạm Sạch', debt: 0 });
  car1 = await buildCar(t.db, { number_car: '51C12345' });
  const weight = await buildProduct(t.db, { customer_id: a.id, price: 1000, total_weight: 10 });
  const pkg = await buildProduct(t.db, {
    customer_id: a.id,
    price_type: 'package',
    price: 5000,
    quantity: 3,
    is_paid: true,
  });
  statement = await buildTrip(t.db, { car: car1, datetime_from: D1, products: [weight, pkg] });
  await buildTrip(t.db, {
    datetime_from: D0,
    customer_id: a.id,
    product: { price_type: 'package', price: 4000, quantity: 1, is_paid: true },
  });
  await buildProduct(t.db, {
    customer_id: a.id,
    name: 'Hàng lẻ chưa lên xe',
    is_total_money: true,
    price: 7000,
    datetime: '2026-03-12',
  });
  await buildProduct(t.db, { customer_id: a.id, is_total_money: true, price: 2000, is_paid: true });
  await buildProduct(t.db, {
    customer_id: a.id,
    is_total_money: true,
    price: 9000,
    deleted_at: new Date(),
  });
  await buildProduct(t.db, { customer_id: z.id, is_total_money: true, price: 3000, is_paid: true });
});
afterAll(() => t.close());

describe('GET /api/debt', () => {
  it('lists the customers who owe, largest first, with the totals', async () => {
    const res = await get('/api/debt');
    expect(res.status).toBe(200);
    const { rows, total, totals, paginate } = res.body.data;
    expect(rows).toEqual([
      {
        id: a.id,
        full_name: 'Trần Thị Nợ',
        phone: a.phone,
        // No house number: the factory's ward, Quận 1, Hồ Chí Minh, each in short form.
        address: expect.stringMatching(/^P\. .+ - Q\. 1 - TP\. Hồ Chí Minh$/),
        debt: 100_000,
        opening_debt: 100_000,
        opening_collected: 0,
        opening_due: 100_000,
        goods_due: 17_000,
        credit: 0,
        outstanding_debt: 117_000,
        unpaid_statements: 1,
      },
      {
        id: c.id,
        full_name: 'Lê Văn Cũ',
        phone: c.phone,
        address: expect.stringMatching(/^P\. .+ - Q\. 1 - TP\. Hồ Chí Minh$/),
        debt: 50_000,
        opening_debt: 50_000,
        opening_collected: 0,
        opening_due: 50_000,
        goods_due: 0,
        credit: 0,
        outstanding_debt: 50_000,
        unpaid_statements: 0,
      },
    ]);
    expect(total).toBe(2);
    expect(totals).toEqual({ outstanding_debt: 167_000, customers: 2 });
    expect(paginate).toEqual({ paged: 1, limit: 20, last_page: 1 });
  });

  it('searches names without accents and pages', async () => {
    const named = await get('/api/debt', { full_name: 'tran thi no' });
    expect(named.body.data.rows.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect(named.body.data.totals).toEqual({ outstanding_debt: 117_000, customers: 1 });
    const second = await get('/api/debt', { limit: '1', paged: '2' });
    expect(second.body.data.rows.map((r: { id: number }) => r.id)).toEqual([c.id]);
    expect(second.body.data.paginate.last_page).toBe(2);
  });

  it('refuses a bad page with a Vietnamese message', async () => {
    const res = await get('/api/debt', { paged: '0' });
    expect(res.status).toBe(400);
    expect(res.body.errors.paged).toBe('Trang phải từ 1 trở lên');
  });

  it('agrees with the customer list on every customer', async () => {
    const [debts, list] = await Promise.all([
      get('/api/debt'),
      get('/api/customers', { limit: '100' }),
    ]);
    const owed = new Map(
      list.body.data.rows.map((r: { id: number; outstanding_debt: number }) => [
        r.id,
        r.outstanding_debt,
      ]),
    );
    for (const row of debts.body.data.rows) expect(owed.get(row.id)).toBe(row.outstanding_debt);
    expect(owed.get(z.id)).toBe(0);
  });
});

describe('GET /api/debt/customer/:customer_id and /api/debt/count', () => {
  it('gives the unpaid statements and the loose unpaid goods', async () => {
    const res = await get(`/api/debt/customer/${a.id}`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.customer).toEqual({ id: a.id, full_name: 'Trần Thị Nợ', phone: a.phone });
    expect([data.opening_due, data.goods_due, data.credit, data.outstanding_debt]).toEqual([
      100_000, 17_000, 0, 117_000,
    ]);
    expect(data.statements).toEqual([
      {
        car: { id: car1.id, number_car: car1.number_car },
        datetime_from: D1,
        lines: 2,
        amount: 25_000,
        collected: 15_000,
        due: 10_000,
      },
    ]);
    expect(data.loose).toHaveLength(1);
    expect(data.loose[0]).toMatchObject({
      name: 'Hàng lẻ chưa lên xe',
      datetime: '2026-03-12',
      amount: 7000,
      collected: 0,
      due: 7000,
      paid_state: 'unpaid',
    });
    expect(data.loose[0].code).toMatch(/^2603-\d{4}$/);
    // Everything owed is accounted for: opening debt + statements' due + loose goods.
    expect(data.debt + data.statements[0].due + data.loose[0].due).toBe(data.outstanding_debt);
  });

  it('counts them', async () => {
    const res = await get('/api/debt/count', { customer_id: String(a.id) });
    expect(res.body.data).toEqual({ statements: 1, goods: 1 });
    const none = await get('/api/debt/count', { customer_id: String(z.id) });
    expect(none.body.data).toEqual({ statements: 0, goods: 0 });
  });

  it('says when the customer does not exist', async () => {
    const res = await get('/api/debt/customer/999999');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(DEBT_CUSTOMER_NOT_FOUND);
    const count = await get('/api/debt/count', { customer_id: '999999' });
    expect(count.status).toBe(404);
    const missing = await get('/api/debt/count');
    expect(missing.status).toBe(400);
    expect(missing.body.errors.customer_id).toBe('Vui lòng chọn khách hàng');
  });
});

describe('PUT /api/debt/paid', () => {
  const body = (is_paid: boolean) => ({
    car_id: car1.id,
    customer_id: a.id,
    datetime_from: D1,
    is_paid,
  });
  const audit = () =>
    t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'product'),
          inArray(
            auditLog.entity_id,
            statement.products.map((p) => p.id),
          ),
        ),
      )
      .orderBy(asc(auditLog.id));

  it('marks the whole statement paid: the debt falls here and in the customer list', async () => {
    const res = await putPaid(body(true));
    expect(res.status).toBe(200);
    expect(res.message).toBe('Đã thu tiền');
    expect(res.data).toEqual({ changed: 1, outstanding_debt: 107_000 });
    const flags = await t.db
      .select({ is_paid: products.is_paid })
      .from(products)
      .where(
        inArray(
          products.id,
          statement.products.map((p) => p.id),
        ),
      );
    expect(flags.every((f) => f.is_paid)).toBe(true);
    const rows = await audit();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity_id: statement.products[0]!.id,
      action: 'paid',
      actor_id: t.user.id,
      // The one shape of every paid change (products-flags.service.ts).
      before: { is_paid: false },
      after: { is_paid: true, trip_item_id: statement.items[0]!.id, source: 'debt' },
    });
    const list = await get('/api/debt');
    expect(list.body.data.rows[0]).toMatchObject({
      id: a.id,
      outstanding_debt: 107_000,
      unpaid_statements: 0,
    });
    const customer = await get(`/api/customers/${a.id}`);
    expect(customer.body.data.outstanding_debt).toBe(107_000);
    const detail = await get(`/api/debt/customer/${a.id}`);
    expect(detail.body.data.statements).toEqual([]);
  });

  it('marks it unpaid again, one audit row per line', async () => {
    const res = await putPaid(body(false));
    expect(res.message).toBe('Đã bỏ đánh dấu thu tiền');
    expect(res.data).toEqual({ changed: 2, outstanding_debt: 132_000 });
    const rows = (await audit()).filter((r) => r.action === 'unpaid');
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.after)).toMatchObject([
      { is_paid: false, source: 'debt' },
      { is_paid: false, source: 'debt' },
    ]);
    const customers = await get('/api/customers', { full_name: 'Trần Thị Nợ' });
    expect(customers.body.data.rows[0].outstanding_debt).toBe(132_000);
    // Paying it again leaves the fixture as the other tests expect it, minus the package line.
    await putPaid(body(true));
  });

  it('404 when the statement has no live lines, 400 on a bad body', async () => {
    const none = await putPaid({ ...body(true), datetime_from: '2026-01-01' });
    expect(none.status).toBe(404);
    expect(none.message).toBe(DEBT_STATEMENT_NOT_FOUND);
    const other = await putPaid({ ...body(true), customer_id: c.id });
    expect(other.status).toBe(404);
    // No is_paid at all, on purpose: sent by hand.
    const payload = { car_id: car1.id, customer_id: a.id, datetime_from: '10-03-2026' };
    const bad = await call(t, { method: 'PUT', url: '/api/debt/paid', token: t.token, payload });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.datetime_from).toBe('Ngày xe chạy không hợp lệ (định dạng YYYY-MM-DD)');
    expect(bad.body.errors.is_paid).toBe('Trạng thái thanh toán phải là true hoặc false');
  });
});
