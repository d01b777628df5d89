import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsApi } from '@depot/shared/products/products.contract';
import {
  COD_TOO_LARGE,
  NO_SENDER,
  SENDER_IS_RECEIVER,
} from '@depot/shared/products/sender-cod.rules';
import { customers, products } from '../../db/schema/index';
import { receiptsApi } from '@depot/shared/receipts/receipts.contract';
import { buildCustomer, buildSpecification, buildTrip } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireBody } from '../../../test/contract-call';

// A goods line's sender (`Người gửi`) and the money collected for them (`Thu hộ`): stored,
// answered, checked, edited with its trail (docs/payments.md, "Sender and thu hộ").
type Body = WireBody<typeof productsApi.create>;
let t: SignedInTestApp;
let receiver: Awaited<ReturnType<typeof buildCustomer>>;
let sender: Awaited<ReturnType<typeof buildCustomer>>;
let spec: Awaited<ReturnType<typeof buildSpecification>>;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  receiver = await buildCustomer(t.db, { full_name: 'Tiệm Sơn Cần Thơ', phone: '0292111222' });
  sender = await buildCustomer(t.db, { full_name: 'Công ty Sơn Á Đông', phone: '0281234567' });
  spec = await buildSpecification(t.db, 'Thùng sơn');
});
afterAll(() => t.close());

const body = (overrides: Partial<Body> = {}): Body => ({
  customer_id: receiver.id,
  name: 'Sơn nước 18L',
  price_type: 'weight',
  specification_id: spec.id,
  quantity: 4,
  total_weight: 80,
  price: 2_000,
  is_total_money: false,
  is_paid: false,
  datetime: '2026-11-20',
  ...overrides,
});
const create = (payload: Body) =>
  callEndpoint(t, productsApi.create, { body: payload, token: t.token });
const stored = async (id: number) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('a line with its sender and thu hộ', () => {
  it('stores them and answers the sender by name and phone, the receiver unchanged', async () => {
    const res = await create(body({ sender_id: sender.id, cod_amount: 2_500_000 }));
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data).toMatchObject({
      customer_id: receiver.id,
      sender: { id: sender.id, full_name: 'Công ty Sơn Á Đông', phone: '0281234567' },
      cod_amount: 2_500_000,
      amount: 160_000,
      due: 160_000,
    });
    expect(await stored(res.data.id)).toMatchObject({
      sender_id: sender.id,
      cod_amount: 2_500_000,
    });
    const read = await callEndpoint(t, productsApi.get, {
      params: { id: res.data.id },
      token: t.token,
    });
    expect(read.data.sender?.full_name).toBe('Công ty Sơn Á Đông');
  });

  it('keeps a line without them as before: no sender, nothing collected for anyone', async () => {
    const res = await create(body());
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ sender: null, cod_amount: 0 });
  });

  it('refuses the receiver as sender, an unknown or deleted sender, a thu hộ out of range', async () => {
    const gone = await buildCustomer(t.db, { full_name: 'Khách Đã Xóa' });
    await t.db.update(customers).set({ deleted_at: new Date() }).where(eq(customers.id, gone.id));
    const cases: [Partial<Body>, string, string][] = [
      [{ sender_id: receiver.id }, 'sender_id', SENDER_IS_RECEIVER],
      [{ sender_id: 999_999 }, 'sender_id', NO_SENDER],
      [{ sender_id: gone.id }, 'sender_id', NO_SENDER],
      [{ cod_amount: 10_000_000_001 }, 'cod_amount', COD_TOO_LARGE],
      [{ cod_amount: -1 }, 'cod_amount', 'Thu hộ không được âm'],
      [{ cod_amount: 1.5 }, 'cod_amount', 'Thu hộ phải là số nguyên đồng'],
    ];
    const before = await t.db.$count(products);
    for (const [overrides, field, message] of cases) {
      const res = await create(body(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.errors?.[field]).toBe(message);
    }
    expect(await t.db.$count(products)).toBe(before);
  });

  it('edits them with PATCH, keeps what is left out, and writes the change to the trail', async () => {
    const { data: line } = await create(body({ sender_id: sender.id, cod_amount: 1_000_000 }));
    const patch = (b: WireBody<typeof productsApi.patch>) =>
      callEndpoint(t, productsApi.patch, { params: { id: line.id }, body: b, token: t.token });
    const name = await patch({ name: 'Sơn dầu 18L' });
    expect(name.data).toMatchObject({ cod_amount: 1_000_000, sender: { id: sender.id } });
    const cod = await patch({ cod_amount: 1_200_000 });
    expect(cod.status, JSON.stringify(cod.raw)).toBe(200);
    expect(cod.data.cod_amount).toBe(1_200_000);
    const cleared = await patch({ sender_id: null, cod_amount: 0 });
    expect(cleared.data).toMatchObject({ sender: null, cod_amount: 0 });
    const history = await callEndpoint(t, productsApi.history, {
      params: { id: line.id },
      token: t.token,
    });
    const updates = history.data.filter((e) => e.action === 'update').map((e) => e.after);
    expect(updates).toContainEqual(expect.objectContaining({ cod_amount: 1_200_000 }));
    expect(updates).toContainEqual(expect.objectContaining({ sender_id: null, cod_amount: 0 }));
  });

  it('the database refuses the receiver as sender and a thu hộ out of range from any path', async () => {
    const { data: line } = await create(body());
    await expect(
      t.db.update(products).set({ sender_id: receiver.id }).where(eq(products.id, line.id)),
    ).rejects.toThrow();
    await expect(
      t.db.update(products).set({ cod_amount: -5 }).where(eq(products.id, line.id)),
    ).rejects.toThrow();
  });

  it('the receipt says what the receiver pays in all: freight due plus thu hộ', async () => {
    const { data: cod } = await create(body({ sender_id: sender.id, cod_amount: 2_000_000 }));
    const { data: plain } = await create(body({ name: 'Cọ lăn', price: 1_000 }));
    const goods = await t.db.select().from(products).where(eq(products.id, cod.id));
    const others = await t.db.select().from(products).where(eq(products.id, plain.id));
    const { car, trip } = await buildTrip(t.db, { products: [...goods, ...others] });
    const receipt = await callEndpoint(t, receiptsApi.get, {
      query: { car_id: car.id, customer_id: receiver.id, datefrom: trip.datetime_from },
      token: t.token,
    });
    expect(receipt.status, JSON.stringify(receipt.raw)).toBe(200);
    expect(receipt.data.data.map((l) => l.cod_amount).sort()).toEqual([0, 2_000_000]);
    // 160 000 + 80 000 đ of freight due, 2 000 000 đ for the sender.
    expect(receipt.data.collect_text).toBe(
      'Thu người nhận: cước 240.000 + thu hộ 2.000.000 = 2.240.000 đ',
    );
  });

  it('Đã thanh toán on the goods form is the freight alone: the thu hộ waits for the receiver', async () => {
    const res = await create(body({ sender_id: sender.id, cod_amount: 900_000, is_paid: true }));
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data).toMatchObject({ is_paid: true, due: 0, cod_due: 900_000, cod_collected: 0 });
    // The form's PUT unticking it gives the freight back and leaves the thu hộ as it was.
    const put = await callEndpoint(t, productsApi.update, {
      params: { id: res.data.id },
      body: { ...body({ sender_id: sender.id, cod_amount: 900_000 }), is_paid: false },
      token: t.token,
    });
    expect(put.status, JSON.stringify(put.raw)).toBe(200);
    expect(put.data).toMatchObject({ is_paid: false, due: 160_000, cod_due: 900_000 });
  });
});
