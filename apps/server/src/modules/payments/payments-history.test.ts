import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTotalsInStep } from '../../../test/kept-totals';
import { buildCustomer, buildProduct, buildTrip } from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';

// Every payment is a record with its number, printable any time: a customer's payments, the
// payments behind a line; one handover of money is one payment; `Chưa thu` voids the payments
// that touched the line, named first; the one-click `Đã thu` of a part-paid line pays its due.

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
});
afterAll(() => t.close());

const get = (url: string, query?: Record<string, string>) =>
  call(t, { url, token: t.token, query });
const send = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
  call(t, { method, url, token: t.token, payload });

/** A customer with 500 000 đ of opening debt and three loaded lines of 200 000, 100 000, 50 000. */
async function depot() {
  const customer = await buildCustomer(t.db, { debt: 500_000 });
  const lines = [];
  for (const price of [200_000, 100_000, 50_000]) {
    lines.push(await buildProduct(t.db, { customer_id: customer.id, is_total_money: true, price }));
  }
  const { car, trip } = await buildTrip(t.db, { customer_id: customer.id, products: lines });
  return { customer, car, trip, lines };
}

describe('a part payment on every reply that carries the line', () => {
  it('650 000 pays the opening debt and 150 000 of the first line: Thu một phần, còn 50 000', async () => {
    const { customer, car, trip, lines } = await depot();
    const paid = await send('POST', '/api/payments', {
      customer_id: customer.id,
      amount: 650_000,
      method: 'cash',
      request_id: crypto.randomUUID(),
    });
    expect(paid.status).toBe(200);
    const part = { amount: 200_000, collected: 150_000, due: 50_000, paid_state: 'partial' };
    expect((await get(`/api/products/${lines[0]!.id}`)).body.data).toMatchObject({
      ...part,
      is_paid: false,
    });
    const onCar = await get('/api/transport/products', {
      car_id: String(car.id),
      date_from: trip.datetime_from,
      date_to: trip.datetime_from,
      customer_id: String(customer.id),
    });
    expect(
      onCar.body.data.rows.find((r: { product: { id: number } }) => r.product.id === lines[0]!.id),
    ).toMatchObject(part);
    const receipt = await get('/api/transport/print', {
      car_id: String(car.id),
      datefrom: trip.datetime_from,
      customer_id: String(customer.id),
    });
    expect(receipt.body.data.data[0]).toMatchObject(part);
    expect(receipt.body.data.data[1]).toMatchObject({ collected: 0, paid_state: 'unpaid' });
    const debt = (await get(`/api/debt/customer/${customer.id}`)).body.data;
    expect(debt).toMatchObject({
      opening_debt: 500_000,
      opening_collected: 500_000,
      opening_due: 0,
      goods_due: 200_000,
      credit: 0,
      outstanding_debt: 200_000,
    });
    const row = (await get('/api/debt', { full_name: customer.full_name })).body.data.rows[0];
    expect(row).toMatchObject({ opening_due: 0, goods_due: 200_000, outstanding_debt: 200_000 });
  });
});

describe('one handover, one payment', () => {
  it('paying a whole receipt records one payment allocated to every line, with one number', async () => {
    const { customer, car, trip, lines } = await depot();
    const res = await send('POST', '/api/transport/pay', {
      car_id: car.id,
      customer_id: customer.id,
      datefrom: trip.datetime_from,
    });
    expect(res.status).toBe(200);
    const history = (await get(`/api/customers/${customer.id}/payments`)).body.data;
    expect(history.total).toBe(1);
    expect(history.rows[0]).toMatchObject({ amount: 350_000, allocated: 350_000 });
    expect(history.rows[0].number).toMatch(/^PT-\d{4}-\d{4,}$/);
    const behind = (await get(`/api/products/${lines[1]!.id}/payments`)).body.data;
    expect(behind).toEqual([
      expect.objectContaining({
        id: history.rows[0].id,
        amount: 350_000,
        allocated: 100_000,
        lines: 3,
      }),
    ]);
    // The payment is in the cash book with its number too.
    const book = (await get('/api/payments', { customer_id: String(customer.id) })).body.data;
    expect(book.rows.map((r: { number: string }) => r.number)).toEqual([history.rows[0].number]);
    await expectTotalsInStep(t.db);
  });

  it('Đã thu on a part-paid line pays what it still owes; Chưa thu voids the payments that touched it', async () => {
    const { customer, lines } = await depot();
    await send('POST', '/api/payments', {
      customer_id: customer.id,
      amount: 650_000,
      method: 'cash',
      request_id: crypto.randomUUID(),
    });
    const toggled = await send('PATCH', `/api/products/${lines[0]!.id}`, { is_paid: true });
    expect(toggled.body.data).toMatchObject({ collected: 200_000, due: 0, paid_state: 'paid' });
    const behind = (await get(`/api/products/${lines[0]!.id}/payments`)).body.data;
    expect(behind.map((p: { allocated: number }) => p.allocated)).toEqual([150_000, 50_000]);
    // Chưa thu: both payments are voided whole; the opening debt the first one paid owes again.
    const back = await send('PATCH', `/api/products/${lines[0]!.id}`, { is_paid: false });
    expect(back.body.data).toMatchObject({ collected: 0, due: 200_000, paid_state: 'unpaid' });
    expect((await get(`/api/products/${lines[0]!.id}/payments`)).body.data).toEqual([]);
    const debt = (await get(`/api/debt/customer/${customer.id}`)).body.data;
    expect(debt).toMatchObject({ opening_due: 500_000, credit: 0, outstanding_debt: 850_000 });
    const history = (await get(`/api/customers/${customer.id}/payments`)).body.data;
    expect(history.rows.map((r: { voided_at: string | null }) => r.voided_at !== null)).toEqual([
      true,
      true,
    ]);
    await expectTotalsInStep(t.db);
  });

  it('pages a customer’s payments newest first and 404s an unknown customer or line', async () => {
    const { customer } = await depot();
    for (const amount of [10_000, 20_000, 30_000]) {
      await send('POST', '/api/payments', {
        customer_id: customer.id,
        amount,
        method: 'transfer',
        request_id: crypto.randomUUID(),
      });
    }
    const page = (await get(`/api/customers/${customer.id}/payments`, { limit: '2' })).body.data;
    expect(page.total).toBe(3);
    expect(page.rows.map((r: { amount: number }) => r.amount)).toEqual([30_000, 20_000]);
    expect(page.paginate).toEqual({ paged: 1, limit: 2, last_page: 2 });
    expect((await get('/api/customers/999999/payments')).status).toBe(404);
    expect((await get('/api/products/999999/payments')).status).toBe(404);
  });
});
