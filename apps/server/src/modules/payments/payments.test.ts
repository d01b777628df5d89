import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTotalsInStep } from '../../../test/kept-totals';
import { buildCustomer, buildProduct, buildUser, TEST_PASSWORD } from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { debtApi } from '@depot/shared/debt/debt.contract';
import { authApi } from '@depot/shared/auth/auth.contract';
import { productsApi } from '@depot/shared/products/products.contract';

// docs/decisions/0001-payments-are-records.md: a payment is a record, allocated to the opening debt and then the oldest lines (or
// to what the clerk ticks); the rest is credit; a void gives every figure back.

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
});
afterAll(() => t.close());

const pay = (payload: Record<string, unknown>, token = t.token) =>
  callEndpoint(t, paymentsApi.create, { body: payload, token });
const owed = async (customerId: number) =>
  (await callEndpoint(t, customersApi.get, { params: { id: customerId }, token: t.token })).data
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
    expect(res.data.number).toMatch(/^PT-\d{4}-\d{4,}$/);
    expect(res.message).toBe(`Đã thu ${res.data.number}`);
    expect(res.data).toMatchObject({
      amount: 65_000,
      method: 'cash',
      credit: 0,
      outstanding_debt_after: 45_000,
      received_by: { id: t.user.id },
    });
    expect(
      res.data.allocations.map((a: { product_id: number | null; amount: number }) => [
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
    expect(res.data).toMatchObject({
      credit: 0,
      outstanding_debt_after: 75_000,
      credit_after: 0,
    });
    expect(
      res.data.allocations.map((a: { product_id: number | null; amount: number }) => [
        a.product_id,
        a.amount,
      ]),
    ).toEqual([
      [null, 5_000],
      [lines[2]!.id, 30_000],
    ]);
    const debt = await callEndpoint(t, debtApi.customer, {
      params: { customer_id: customer.id },
      token: t.token,
    });
    expect(debt.data).toMatchObject({
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
    expect(res.data).toMatchObject({
      credit: 20_000,
      outstanding_debt_after: 0,
      credit_after: 20_000,
    });
    const read = await callEndpoint(t, customersApi.get, {
      params: { id: customer.id },
      token: t.token,
    });
    expect(read.data).toMatchObject({
      opening_due: 0,
      goods_due: 0,
      credit: 20_000,
      outstanding_debt: 0,
    });
    // Not among the debtors, but found with the credit filter of the debt screen and the list.
    const debtors = await callEndpoint(t, debtApi.list, {
      query: { limit: '100' },
      token: t.token,
    });
    expect(debtors.data.rows.map((r: { id: number }) => r.id)).not.toContain(customer.id);
    const withCredit = await callEndpoint(t, debtApi.list, {
      query: { has_credit: 'true', limit: '100' },
      token: t.token,
    });
    expect(withCredit.data.rows.find((r: { id: number }) => r.id === customer.id)).toMatchObject({
      credit: 20_000,
      outstanding_debt: 0,
    });
    const listed = await callEndpoint(t, customersApi.list, {
      query: { has_credit: 'true', limit: '100' },
      token: t.token,
    });
    expect(listed.data.rows.map((r) => r.id)).toContain(customer.id);
    expect(listed.data.rows.every((r) => r.credit! > 0)).toBe(true);
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
    expect(a.data.number).toBe(b.data.number);
    expect(await owed(customer.id)).toBe(100_000);
  });
});

describe('POST /api/payments/:id/void', () => {
  it('gives every figure back, is a record with its reason, and happens once', async () => {
    const { customer } = await debtor();
    const paid = await pay({ customer_id: customer.id, amount: 70_000 });
    expect(await owed(customer.id)).toBe(40_000);
    const url = `/api/payments/${paid.data.id}/void`;
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
    const url = `/api/payments/${paid.data.id}/void`;
    const staff = await buildUser(t.db, { role: 'staff' });
    const login = await callEndpoint(t, authApi.login, {
      body: { username: staff.username, password: TEST_PASSWORD },
    });
    const token = login.data.token;
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
    const res = await callEndpoint(t, paymentsApi.cashBook, {
      query: { customer_id: String(customer.id) },
      token: t.token,
    });
    expect(res.status).toBe(200);
    expect(res.data.rows).toHaveLength(2);
    expect(res.data.totals).toMatchObject({
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
      callEndpoint(t, productsApi.create, {
        body: {
          customer_id: customer.id,
          name: 'Hàng mới',
          price_type: 'package',
          is_total_money: true,
          price,
          quantity: 1,
          total_weight: 1,
          datetime: '2026-05-01',
        },
        token: t.token,
      });
    const small = await create(3_000);
    expect(small.data.is_paid).toBe(true);
    const big = await create(10_000);
    expect(big.data.is_paid).toBe(false);
    // 5 000 of credit: 3 000 to the first new line, 2 000 to the second; the debt follows.
    expect(await owed(customer.id)).toBe(8_000);
    expect(big.data).toMatchObject({
      amount: 10_000,
      collected: 2_000,
      due: 8_000,
      paid_state: 'partial',
    });
    await expectTotalsInStep(t.db);
    const debt = await callEndpoint(t, debtApi.customer, {
      params: { customer_id: customer.id },
      token: t.token,
    });
    expect(debt.data.credit).toBe(0);
    const loose = debt.data.loose.find((g: { id: number }) => g.id === big.data.id);
    expect(loose).toMatchObject({ amount: 10_000, collected: 2_000, due: 8_000 });
  });
});

describe('every balance of a customer agrees', () => {
  it('after a paid line is deleted: its money pays the opening debt, on the debt, the period and the receipt', async () => {
    const { customer, lines } = await debtor();
    const paid = await pay({ customer_id: customer.id, amount: 10_000, lines: [lines[0]!.id] });
    const removed = await callEndpoint(t, productsApi.remove, {
      params: { id: lines[0]!.id },
      token: t.token,
    });
    expect(removed.status).toBe(200);
    // 50 000 opening + 20 000 + 30 000 still owed, less the 10 000 received: freed by the delete,
    // it pays the opening debt at once.
    expect(await owed(customer.id)).toBe(90_000);
    const debt = await callEndpoint(t, debtApi.customer, {
      params: { customer_id: customer.id },
      token: t.token,
    });
    expect(debt.data).toMatchObject({ opening_collected: 10_000, credit: 0 });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
      new Date(),
    );
    const period = await callEndpoint(t, debtApi.statement, {
      query: { customer_id: String(customer.id), date_from: '2026-01-01', date_to: today },
      token: t.token,
    });
    expect(period.data.closing_balance).toBe(90_000);
    const receipt = await callEndpoint(t, paymentsApi.get, {
      params: { id: paid.data.id },
      token: t.token,
    });
    expect(receipt.data).toMatchObject({ credit: 0, outstanding_debt_after: 90_000 });
    expect(
      receipt.data.allocations.map((a: { product_id: number | null; voided: boolean }) => [
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
