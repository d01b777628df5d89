import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTotalsInStep } from '../../../test/kept-totals';
import { buildCar, buildCustomer, buildProduct, buildTrip } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { debtApi } from '@depot/shared/debt/debt.contract';

// docs/decisions/0001-payments-are-records.md: Thu tiền pays what the clerk ticks — statements (a vehicle and date) and the opening
// debt — and the debt screen tells the form what of the opening debt is owed and the credit.

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const pay = (payload: Record<string, unknown>) =>
  callEndpoint(t, paymentsApi.create, { body: payload, token: t.token });
const debtOf = async (customerId: number) =>
  (await callEndpoint(t, debtApi.customer, { params: { customer_id: customerId }, token: t.token }))
    .data;

/**
 * 40 000 đ of opening debt; on car A of 01-03 two lines (10 000 + 20 000), on car A of 02-03
 * one (30 000), on car B of 01-03 one (5 000); one loose line of 7 000.
 */
async function depot() {
  const customer = await buildCustomer(t.db, { debt: 40_000 });
  const line = (price: number) =>
    buildProduct(t.db, { customer_id: customer.id, price_type: 'package', price, quantity: 1 });
  const [a, b] = [await buildCar(t.db), await buildCar(t.db)];
  const first = [await line(10_000), await line(20_000)];
  const second = [await line(30_000)];
  const onB = [await line(5_000)];
  const loose = await line(7_000);
  await buildTrip(t.db, { car: a, datetime_from: '2026-03-01', products: first });
  await buildTrip(t.db, { car: a, datetime_from: '2026-03-02', products: second });
  await buildTrip(t.db, { car: b, datetime_from: '2026-03-01', products: onB });
  return { customer, a, b, first, second, onB, loose };
}

describe('Thu tiền for what is ticked', () => {
  it('pays the lines of the ticked statements and the opening debt, nothing else', async () => {
    const d = await depot();
    expect(await debtOf(d.customer.id)).toMatchObject({
      opening_due: 40_000,
      credit: 0,
      outstanding_debt: 112_000,
    });
    const res = await pay({
      customer_id: d.customer.id,
      amount: 80_000,
      opening: true,
      statements: [
        { car_id: d.a.id, datetime_from: '2026-03-01' },
        { car_id: d.b.id, datetime_from: '2026-03-01' },
      ],
      request_id: crypto.randomUUID(),
    });
    expect(res.status).toBe(200);
    const paid = res.data.allocations.map((x: { product_id: number | null }) => x.product_id);
    // 80 000 − 40 000 − 30 000 − 5 000 leaves 5 000, which is never credit while anything is
    // owed: it pays the oldest line not ticked (the 02-03 statement's), which is left part due.
    expect(paid.sort()).toEqual(
      [null, d.first[0]!.id, d.first[1]!.id, d.second[0]!.id, d.onB[0]!.id].sort(),
    );
    expect(res.data.credit).toBe(0);
    const after = await debtOf(d.customer.id);
    expect(after).toMatchObject({ opening_due: 0, credit: 0, outstanding_debt: 32_000 });
    expect(after.statements).toHaveLength(1);
    expect(after.statements[0]).toMatchObject({
      datetime_from: '2026-03-02',
      collected: 5_000,
      due: 25_000,
    });
    await expectTotalsInStep(t.db);
  });

  it('a ticked statement paid meanwhile by another clerk is refused and changes nothing', async () => {
    const d = await depot();
    const statement = { car_id: d.a.id, datetime_from: '2026-03-02' };
    const first = await pay({
      customer_id: d.customer.id,
      amount: 30_000,
      statements: [statement],
    });
    expect(first.status).toBe(200);
    const again = await pay({
      customer_id: d.customer.id,
      amount: 30_000,
      statements: [statement],
    });
    expect(again.status).toBe(409);
    expect(again.message).toBe('Có mặt hàng không còn nợ hoặc không phải của khách hàng này');
    expect((await debtOf(d.customer.id)).outstanding_debt).toBe(82_000);
  });

  it('refuses a statement that is not a vehicle and date, with a message per field', async () => {
    const d = await depot();
    const res = await pay({
      customer_id: d.customer.id,
      amount: 1_000,
      statements: [{ car_id: 'x', datetime_from: '31-02-2026' }],
    });
    expect(res.status).toBe(400);
    expect(await debtOf(d.customer.id)).toMatchObject({ outstanding_debt: 112_000 });
  });
});
