import { DATE_ORDER_MESSAGE } from '@depot/shared/trips/trips.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTrip, type buildCustomer } from '../../../test/factories';
import { periodCustomer } from '../../../test/period-fixture';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { debtApi } from '@depot/shared/debt/debt.contract';
import { customersApi } from '@depot/shared/customers/customers.contract';

let t: SignedInTestApp;
let customer: Awaited<ReturnType<typeof buildCustomer>>;

const statement = (date_from: string, date_to: string, customer_id = customer.id) =>
  callEndpoint(t, debtApi.statement, {
    query: { customer_id: String(customer_id), date_from, date_to },
    token: t.token,
  });
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());

/** The customer of test/period-fixture.ts: February opens at 50 000 and closes at 55 000. */
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  customer = await periodCustomer(t.db, t.user);
});
afterAll(() => t.close());

describe('GET /api/debt/statement', () => {
  it('gives the opening balance, the goods and collections of the period and the closing one', async () => {
    const res = await statement('2026-02-01', '2026-02-28');
    expect(res.status).toBe(200);
    const d = res.data;
    expect(d.customer).toMatchObject({ id: customer.id, full_name: 'Đỗ Kỳ Hạn' });
    expect([d.opening_balance, d.goods_amount, d.collected_amount, d.closing_balance]).toEqual([
      50_000, 25_000, 20_000, 55_000,
    ]);
    expect(d.opening_balance + d.goods_amount - d.collected_amount).toBe(d.closing_balance);
    expect(d.goods.map((g: { date: string; amount: number }) => [g.date, g.amount])).toEqual([
      ['2026-02-03', 20_000],
      ['2026-02-20', 5000],
    ]);
    expect(d.goods[0]!.code).toMatch(/^2602-\d{4}$/);
    // The payment voided on the 11th never happened; the one of the 15th is named by its number.
    expect(d.payments.map((c: { date: string; amount: number }) => [c.date, c.amount])).toEqual([
      ['2026-02-15', 20_000],
    ]);
    expect(d.payments[0]).toMatchObject({ method: 'cash', received_by: expect.any(String) });
    expect(d.payments[0]!.number).toMatch(/^PT-2602-\d{4}$/);
    expect([d.closing_due, d.closing_credit]).toEqual([55_000, 0]);
  });

  it('chains: a period closes where the next one opens', async () => {
    const jan = (await statement('2026-01-01', '2026-01-31')).data;
    const feb = (await statement('2026-02-01', '2026-02-28')).data;
    expect([jan.opening_balance, jan.goods_amount, jan.collected_amount]).toEqual([
      50_000, 13_000, 13_000,
    ]);
    expect(jan.closing_balance).toBe(feb.opening_balance);
    const mar = (await statement('2026-03-01', '2026-03-31')).data;
    expect([mar.opening_balance, mar.goods_amount, mar.collected_amount]).toEqual([
      55_000, 7000, 0,
    ]);
    expect(feb.closing_balance).toBe(mar.opening_balance);
  });

  it('closes at today on the outstanding debt, a payment made today included', async () => {
    const { car, trip } = await buildTrip(t.db, {
      customer_id: customer.id,
      product: { is_total_money: true, price: 1000 },
    });
    const paid = await callEndpoint(t, debtApi.setPaid, {
      body: {
        car_id: car.id,
        customer_id: customer.id,
        datetime_from: trip.datetime_from,
        is_paid: true,
      },
      token: t.token,
    });
    expect(paid.status).toBe(200);
    const d = (await statement('2026-01-01', today())).data;
    const owed = (
      await callEndpoint(t, customersApi.get, { params: { id: customer.id }, token: t.token })
    ).data.outstanding_debt;
    expect(owed).toBe(62_000);
    expect(d.closing_balance).toBe(owed);
    expect(d.payments.at(-1)).toMatchObject({ date: today(), amount: 1000 });
  });

  it('refuses a reversed range and a missing customer', async () => {
    const reversed = await statement('2026-02-28', '2026-02-01');
    expect(reversed.status).toBe(400);
    expect(reversed.errors?.date_to).toBe(DATE_ORDER_MESSAGE);
    const missing = await statement('2026-02-01', '2026-02-28', 999_999);
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('Không tìm thấy khách hàng');
  });
});
