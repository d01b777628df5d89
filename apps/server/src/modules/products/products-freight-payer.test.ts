import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debtApi } from '@depot/shared/debt/debt.contract';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { productsApi } from '@depot/shared/products/products.contract';
import { SENDER_PAYS_WITHOUT_SENDER } from '@depot/shared/products/sender-cod.rules';
import { receiptsApi } from '@depot/shared/receipts/receipts.contract';
import { customers, payments, products, statementTotals } from '../../db/schema/index';
import { buildCustomer, buildSpecification, buildTrip } from '../../../test/factories';
import { goodsKeptAndLive, statementsKeptAndLive } from '../../../test/kept-totals';
import { readPdf } from '../../../test/pdf';
import { sheetOf } from '../../../test/xlsx';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireBody } from '../../../test/contract-call';

// Who pays the freight (docs/payments.md, "Who pays the freight"): a line whose sender pays it is
// on the sender's debt, not the receiver's; the receiver then owes only its thu hộ.
type Body = WireBody<typeof productsApi.create>;
let t: SignedInTestApp;
let receiver: Awaited<ReturnType<typeof buildCustomer>>;
let sender: Awaited<ReturnType<typeof buildCustomer>>;
let spec: Awaited<ReturnType<typeof buildSpecification>>;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  receiver = await buildCustomer(t.db, { full_name: 'Tiệm Điện Rạch Giá', phone: '0297111222' });
  sender = await buildCustomer(t.db, { full_name: 'Công ty Quạt Bình Minh', phone: '0283334444' });
  spec = await buildSpecification(t.db, 'Thùng quạt');
});
afterAll(() => t.close());

const body = (overrides: Partial<Body> = {}): Body => ({
  customer_id: receiver.id,
  name: 'Quạt đứng',
  price_type: 'weight',
  specification_id: spec.id,
  quantity: 2,
  total_weight: 50,
  price: 2_000,
  is_total_money: false,
  is_paid: false,
  datetime: '2026-11-20',
  ...overrides,
});
const create = (payload: Body) =>
  callEndpoint(t, productsApi.create, { body: payload, token: t.token });
const owes = async (id: number) =>
  (await t.db.select().from(customers).where(eq(customers.id, id)))[0]!.outstanding_debt;
const debtOf = (id: number) =>
  callEndpoint(t, debtApi.customer, { params: { customer_id: id }, token: t.token });
async function expectKeptInStep() {
  const goods = await goodsKeptAndLive(t.db);
  expect(goods.kept).toEqual(goods.live);
  const statements = await statementsKeptAndLive(t.db);
  expect(statements.kept).toEqual(statements.live);
}

describe('Người gửi trả', () => {
  it('needs a sender: refused with why, nothing saved', async () => {
    const before = await t.db.select({ id: products.id }).from(products);
    const res = await create(body({ freight_payer: 'sender' }));
    expect(res.status).toBe(400);
    expect(res.raw).toMatchObject({ errors: { sender_id: SENDER_PAYS_WITHOUT_SENDER } });
    expect(await t.db.select({ id: products.id }).from(products)).toHaveLength(before.length);
  });

  it("puts the freight on the sender's debt, named with its receiver; the receiver owes nothing", async () => {
    const res = await create(body({ sender_id: sender.id, freight_payer: 'sender' }));
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data).toMatchObject({ freight_payer: 'sender', amount: 100_000, due: 100_000 });
    expect(await owes(sender.id)).toBe(100_000);
    expect(await owes(receiver.id)).toBe(0);
    const senderDebt = await debtOf(sender.id);
    expect(senderDebt.data.loose).toEqual([
      expect.objectContaining({ id: res.data.id, due: 100_000, receiver: 'Tiệm Điện Rạch Giá' }),
    ]);
    expect((await debtOf(receiver.id)).data.loose).toEqual([]);
    // The sender's statement of the period holds it and ends on the same debt.
    const period = await callEndpoint(t, debtApi.statement, {
      query: { customer_id: sender.id, date_from: '2026-11-01', date_to: '2026-11-30' },
      token: t.token,
    });
    expect(period.status, JSON.stringify(period.raw)).toBe(200);
    expect(period.data).toMatchObject({ goods_amount: 100_000, closing_due: 100_000 });
    expect(period.data.goods.map((g) => g.id)).toEqual([res.data.id]);
    await expectKeptInStep();
  });

  it("Đã thanh toán at the counter is a payment of the sender's", async () => {
    const res = await create(
      body({ sender_id: sender.id, freight_payer: 'sender', is_paid: true }),
    );
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data).toMatchObject({ is_paid: true, due: 0 });
    const paid = await t.db.select().from(payments).where(eq(payments.customer_id, sender.id));
    expect(paid.map((p) => p.amount)).toEqual([100_000]);
    const receiverPaid = await t.db
      .select()
      .from(payments)
      .where(eq(payments.customer_id, receiver.id));
    expect(receiverPaid).toEqual([]);
  });

  it("the sender's Thu tiền pays it; the receiver's statement leaves it out of what is due", async () => {
    const own = await create(body({ name: 'Nồi cơm', price: 1_000 }));
    const theirs = await create(
      body({ sender_id: sender.id, freight_payer: 'sender', cod_amount: 700_000 }),
    );
    const rows = await t.db.select().from(products);
    const loaded = rows.filter((r) => r.id === own.data.id || r.id === theirs.data.id);
    const { car, trip } = await buildTrip(t.db, { products: loaded });
    const [kept] = await t.db
      .select()
      .from(statementTotals)
      .where(eq(statementTotals.trip_id, trip.id));
    expect(kept).toMatchObject({ lines: 2, paid_lines: 1, amount: 150_000, sender_due: 100_000 });
    const receipt = await callEndpoint(t, receiptsApi.get, {
      query: { car_id: car.id, customer_id: receiver.id, datefrom: trip.datetime_from },
      token: t.token,
    });
    expect(receipt.data.sums).toMatchObject({ amount: 150_000, sender_due: 100_000, due: 50_000 });
    expect(receipt.data.collect_text).toBe(
      'Thu người nhận: cước 50.000 + thu hộ 700.000 = 750.000 đ',
    );
    // The PDF says it as the sheet does: the line's state and the footer's own row.
    const pdf = await t.app.inject({
      url: '/api/transport/print/pdf',
      query: {
        car_id: String(car.id),
        customer_id: String(receiver.id),
        datefrom: trip.datetime_from,
      },
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await readPdf(pdf.rawPayload)).map((page) => page.text).join('\n');
    expect(text).toContain('Người gửi nợ 100.000 đ');
    expect(text).toContain('100.000 đ');
    expect(text).toContain('Thu người nhận: cước 50.000');
    // The vehicle's Excel statement: the line's state, and the senders' part beside the subtotal.
    const file = await t.app.inject({
      url: '/api/export/statement',
      query: { id: String(car.id), date: trip.datetime_from },
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(file.statusCode).toBe(200);
    const sheet = await sheetOf(file.rawPayload);
    const cells = [6, 7, 8].map((r) => [sheet.getCell(r, 10).value, sheet.getCell(r, 11).value]);
    expect(cells).toEqual([
      [50_000, 'Chưa thu'],
      [100_000, 'Người gửi trả'],
      [50_000, 'Người gửi nợ 100.000 đ'],
    ]);
    // The receiver pays the receipt: their own freight and the thu hộ, not the sender's freight.
    const pay = await callEndpoint(t, receiptsApi.pay, {
      body: { car_id: car.id, customer_id: receiver.id, datefrom: trip.datetime_from },
      token: t.token,
    });
    expect(pay.status, JSON.stringify(pay.raw)).toBe(200);
    expect(pay.data).toMatchObject({
      paid: 1,
      is_close: true,
      sums: { collected: 50_000, sender_due: 100_000, due: 0 },
    });
    const after = await t.db.select().from(products).where(eq(products.id, theirs.data.id));
    expect(after[0]).toMatchObject({ is_paid: false, paid_amount: 0, cod_paid: 700_000 });
    expect(await owes(receiver.id)).toBe(0);
    // The sender pays what they owe: the oldest of their lines first.
    const owed = await owes(sender.id);
    const paid = await callEndpoint(t, paymentsApi.create, {
      body: { customer_id: sender.id, amount: owed, request_id: crypto.randomUUID() },
      token: t.token,
    });
    expect(paid.status, JSON.stringify(paid.raw)).toBe(200);
    expect(await owes(sender.id)).toBe(0);
    const settled = await t.db.select().from(products).where(eq(products.id, theirs.data.id));
    expect(settled[0]).toMatchObject({ is_paid: true, paid_amount: 100_000 });
    await expectKeptInStep();
  });

  it('moving the freight to the receiver moves the debt with it', async () => {
    const line = await create(body({ sender_id: sender.id, freight_payer: 'sender' }));
    const senderBefore = await owes(sender.id);
    const receiverBefore = await owes(receiver.id);
    const res = await callEndpoint(t, productsApi.patch, {
      params: { id: line.data.id },
      body: { freight_payer: 'receiver' },
      token: t.token,
    });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(await owes(sender.id)).toBe(senderBefore - 100_000);
    expect(await owes(receiver.id)).toBe(receiverBefore + 100_000);
    await expectKeptInStep();
  });
});
