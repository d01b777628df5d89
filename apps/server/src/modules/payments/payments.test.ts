import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTotalsInStep } from '../../../test/kept-totals';
import { buildCustomer, buildProduct, buildUser, TEST_PASSWORD } from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';

// Issue 19: a payment is a record, allocated to the opening debt and then the oldest lines (or
// to what the clerk ticks); the rest is credit; a void gives every figure back.

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
});
afterAll(() => t.close());

const pay = (payload: Record<string, unknown>, token = t.token) =>
  call(t, { method: 'POST', url: '/api/payments', token, payload });
const owed = async (customerId: number) =>
  (await call(t, { url: `/api/customers/${customerId}`, token: t.token })).body.data
    .outstanding_debt as number;

/** A customer with 50 000 đ of opening debt and three lines of 10 000, 20 000, 30 000 đ. */
async function debtor() {
  const customer = await buildCustomer(t.db, { debt: 50_000 });
  const lines = [];
  for (const [i, price] of [10_000, 20_000, 30_000].entries()) {
    lines.push(
      await buildProduct(t.db, {
        customer_id: customer.id,
        price_type: 'package',
        price,
        quantity: 1,
        datetime: `2026-0${i + 1}-10`,
      }),
    );
  }
  expect(await owed(customer.id)).toBe(110_000);
  return { customer, lines };
}

describe('POST /api/payments (Thu tiền)', () => {
  it('a partial payment lowers the debt by its amount: opening debt first, then oldest', async () => {
    const { customer, lines } = await debtor();
    const res = await pay({ customer_id: customer.id, amount: 65_000, note: 'Trả bớt' });
    expect(res.status).toBe(200);
    expect(res.body.data.number).toMatch(/^PT-\d{4}-\d{4,}$/);
    expect(res.body.message).toBe(`Đã thu ${res.body.data.number}`);
    expect(res.body.data).toMatchObject({
      amount: 65_000,
      method: 'cash',
      credit: 0,
      outstanding_debt_after: 45_000,
      received_by: { id: t.user.id },
    });
    expect(
      res.body.data.allocations.map((a: { product_id: number | null; amount: number }) => [
        a.product_id,
        a.amount,
      ]),
    ).toEqual([
      [null, 50_000],
      [lines[0]!.id, 10_000],
      [lines[1]!.id, 5_000],
    ]);
    expect(await owed(customer.id)).toBe(45_000);
    await expectTotalsInStep(t.db);
  });

  it('pays the ticked lines first; what is left pays the oldest debt, never credit', async () => {
    const { customer, lines } = await debtor();
    const res = await pay({ customer_id: customer.id, amount: 35_000, lines: [lines[2]!.id] });
    expect(res.body.data).toMatchObject({
      credit: 0,
      outstanding_debt_after: 75_000,
      credit_after: 0,
    });
    expect(
      res.body.data.allocations.map((a: { product_id: number | null; amount: number }) => [
        a.product_id,
        a.amount,
      ]),
    ).toEqual([
      [null, 5_000],
      [lines[2]!.id, 30_000],
    ]);
    const debt = await call(t, { url: `/api/debt/customer/${customer.id}`, token: t.token });
    expect(debt.body.data).toMatchObject({
      opening_debt: 50_000,
      opening_collected: 5_000,
      opening_due: 45_000,
      goods_due: 30_000,
      credit: 0,
      outstanding_debt: 75_000,
    });
    await expectTotalsInStep(t.db);
  });

  it('more than everything owed is credit, a figure of its own and never a negative debt', async () => {
    const { customer } = await debtor();
    const res = await pay({ customer_id: customer.id, amount: 130_000 });
    expect(res.body.data).toMatchObject({
      credit: 20_000,
      outstanding_debt_after: 0,
      credit_after: 20_000,
    });
    const read = await call(t, { url: `/api/customers/${customer.id}`, token: t.token });
    expect(read.body.data).toMatchObject({
      opening_due: 0,
      goods_due: 0,
      credit: 20_000,
      outstanding_debt: 0,
    });
    // Not among the debtors, but found with the credit filter of the debt screen and the list.
    const debtors = await call(t, { url: '/api/debt', token: t.token, query: { limit: '100' } });
    expect(debtors.body.data.rows.map((r: { id: number }) => r.id)).not.toContain(customer.id);
    const withCredit = await call(t, {
      url: '/api/debt',
      token: t.token,
      query: { has_credit: 'true', limit: '100' },
    });
    expect(
      withCredit.body.data.rows.find((r: { id: number }) => r.id === customer.id),
    ).toMatchObject({ credit: 20_000, outstanding_debt: 0 });
    const listed = await call(t, {
      url: '/api/customers',
      token: t.token,
      query: { has_credit: 'true', limit: '100' },
    });
    expect(listed.body.data.rows.map((r: { id: number }) => r.id)).toContain(customer.id);
    expect(listed.body.data.rows.every((r: { credit: number }) => r.credit > 0)).toBe(true);
    await expectTotalsInStep(t.db);
  });

  it('refuses a line that is not owed by this customer, and changes nothing', async () => {
    const { customer } = await debtor();
    const other = await buildProduct(t.db, { price: 1_000 });
    const res = await pay({ customer_id: customer.id, amount: 1_000, lines: [other.id] });
    expect(res.status).toBe(409);
    expect(await owed(customer.id)).toBe(110_000);
  });

  it('records once for one request_id', async () => {
    const { customer } = await debtor();
    const request_id = crypto.randomUUID();
    const [a, b] = await Promise.all([
      pay({ customer_id: customer.id, amount: 10_000, request_id }),
      pay({ customer_id: customer.id, amount: 10_000, request_id }),
    ]);
    expect(a.body.data.number).toBe(b.body.data.number);
    expect(await owed(customer.id)).toBe(100_000);
  });
});

describe('POST /api/payments/:id/void', () => {
  it('gives every figure back, is a record with its reason, and happens once', async () => {
    const { customer } = await debtor();
    const paid = await pay({ customer_id: customer.id, amount: 70_000 });
    expect(await owed(customer.id)).toBe(40_000);
    const url = `/api/payments/${paid.body.data.id}/void`;
    const res = await call(t, {
      method: 'POST',
      url,
      token: t.token,
      payload: { reason: 'Thu nhầm' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ void_reason: 'Thu nhầm', voided_by: { id: t.user.id } });
    expect(res.body.data.allocations.every((a: { voided: boolean }) => a.voided)).toBe(true);
    expect(await owed(customer.id)).toBe(110_000);
    await expectTotalsInStep(t.db);
    const again = await call(t, { method: 'POST', url, token: t.token, payload: { reason: 'x' } });
    expect(again.status).toBe(409);
  });

  it('is refused to staff, and without a reason', async () => {
    const { customer } = await debtor();
    const paid = await pay({ customer_id: customer.id, amount: 1_000 });
    const url = `/api/payments/${paid.body.data.id}/void`;
    const staff = await buildUser(t.db, { role: 'staff' });
    const login = await call(t, {
      method: 'POST',
      url: '/api/login',
      payload: { username: staff.username, password: TEST_PASSWORD },
    });
    const token = login.body.data.token;
    expect((await call(t, { method: 'POST', url, token, payload: { reason: 'x' } })).status).toBe(
      403,
    );
    const empty = await call(t, { method: 'POST', url, token: t.token, payload: { reason: '' } });
    expect(empty.status).toBe(400);
  });
});

describe('GET /api/payments (Sổ quỹ)', () => {
  it('lists the day with totals per method and person equal to its payments', async () => {
    const { customer } = await debtor();
    await pay({ customer_id: customer.id, amount: 12_000, method: 'cash' });
    await pay({ customer_id: customer.id, amount: 8_000, method: 'transfer' });
    const res = await call(t, {
      url: '/api/payments',
      token: t.token,
      query: { customer_id: String(customer.id) },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.rows).toHaveLength(2);
    expect(res.body.data.totals).toMatchObject({
      count: 2,
      amount: 20_000,
      by_method: { cash: 12_000, transfer: 8_000 },
      by_person: [{ id: t.user.id, amount: 20_000, cash: 12_000, transfer: 8_000 }],
    });
  });
});

describe('credit', () => {
  it('pays the customer next lines, oldest payment first, until it is used up', async () => {
    const { customer } = await debtor();
    await pay({ customer_id: customer.id, amount: 115_000 });
    expect(await owed(customer.id)).toBe(0);
    const create = (price: number) =>
      call(t, {
        method: 'POST',
        url: '/api/products',
        token: t.token,
        payload: {
          customer_id: customer.id,
          name: 'Hàng mới',
          price_type: 'package',
          is_total_money: true,
          price,
          quantity: 1,
          total_weight: 1,
          datetime: '2026-05-01',
        },
      });
    const small = await create(3_000);
    expect(small.body.data.is_paid).toBe(true);
    const big = await create(10_000);
    expect(big.body.data.is_paid).toBe(false);
    // 5 000 of credit: 3 000 to the first new line, 2 000 to the second; the debt follows.
    expect(await owed(customer.id)).toBe(8_000);
    expect(big.body.data).toMatchObject({
      amount: 10_000,
      collected: 2_000,
      due: 8_000,
      paid_state: 'partial',
    });
    await expectTotalsInStep(t.db);
    const debt = await call(t, { url: `/api/debt/customer/${customer.id}`, token: t.token });
    expect(debt.body.data.credit).toBe(0);
    const loose = debt.body.data.loose.find((g: { id: number }) => g.id === big.body.data.id);
    expect(loose).toMatchObject({ amount: 10_000, collected: 2_000, due: 8_000 });
  });
});

describe('every balance of a customer agrees', () => {
  it('after a paid line is deleted: its money pays the opening debt, on the debt, the period and the receipt', async () => {
    const { customer, lines } = await debtor();
    const paid = await pay({ customer_id: customer.id, amount: 10_000, lines: [lines[0]!.id] });
    const removed = await call(t, {
      method: 'DELETE',
      url: `/api/products/${lines[0]!.id}`,
      token: t.token,
    });
    expect(removed.status).toBe(200);
    // 50 000 opening + 20 000 + 30 000 still owed, less the 10 000 received: freed by the delete,
    // it pays the opening debt at once.
    expect(await owed(customer.id)).toBe(90_000);
    const debt = await call(t, { url: `/api/debt/customer/${customer.id}`, token: t.token });
    expect(debt.body.data).toMatchObject({ opening_collected: 10_000, credit: 0 });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
      new Date(),
    );
    const period = await call(t, {
      url: '/api/debt/statement',
      token: t.token,
      query: { customer_id: String(customer.id), date_from: '2026-01-01', date_to: today },
    });
    expect(period.body.data.closing_balance).toBe(90_000);
    const receipt = await call(t, { url: `/api/payments/${paid.body.data.id}`, token: t.token });
    expect(receipt.body.data).toMatchObject({ credit: 0, outstanding_debt_after: 90_000 });
    expect(
      receipt.body.data.allocations.map((a: { product_id: number | null; voided: boolean }) => [
        a.product_id,
        a.voided,
      ]),
    ).toEqual([
      [lines[0]!.id, true],
      [null, false],
    ]);
    await expectTotalsInStep(t.db);
  });
});
