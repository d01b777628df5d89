import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codApi } from '@depot/shared/cod/cod.contract';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { payoutsApi } from '@depot/shared/payouts/payouts.contract';
import {
  COD_FEE_TAKES_ALL,
  COD_PAID_OUT_LOCKED,
  COD_PAYOUT_ADMIN_ONLY,
  codBelowPaidOut,
  codPayoutChanged,
  NO_COD_TO_PAY_OUT,
  NOT_COD_PAYABLE,
} from '@depot/shared/payouts/cod-payout.rules';
import { productsApi } from '@depot/shared/products/products.contract';
import { settingsApi } from '@depot/shared/settings/settings.contract';
import { DEFAULT_SETTINGS } from '@depot/shared/settings/settings.schema';
import { codPayoutLines, products } from '../../db/schema/index';
import { buildCustomer, buildProduct } from '../../../test/factories';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';

// `Chi trả` (docs/payments.md, "Paying senders"): an admin pays a sender the thu hộ collected,
// less the depot's fee; voided, the lines owe the sender again.

let t: SignedInTestApp;
let staffToken: string;
let receiver: Awaited<ReturnType<typeof buildCustomer>>;
let sender: Awaited<ReturnType<typeof buildCustomer>>;
let lines: Awaited<ReturnType<typeof buildProduct>>[];
let firstCollection: number;

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
  staffToken = (await signIn(t, 'staff')).token;
  sender = await buildCustomer(t.db, { full_name: 'Công ty Sơn Á Đông', phone: '0281234567' });
  receiver = await buildCustomer(t.db, { full_name: 'Tiệm Tạp Hóa Bảy' });
  const line = (cod: number, datetime: string) =>
    buildProduct(t.db, {
      customer_id: receiver.id,
      sender_id: sender.id,
      price_type: 'package',
      price: 50_000,
      quantity: 1,
      cod_amount: cod,
      datetime,
    });
  lines = [
    await line(1_000_000, '2026-11-01'),
    await line(400_000, '2026-11-02'),
    await line(300_000, '2026-11-03'),
  ];
  // 1 000 000 + 200 000 of the second line collected; the third not at all.
  firstCollection = (await collect(1_200_000)).id;
  // The fee: 1,5 % of the sum, at least 20 000 đ.
  const fee = await callEndpoint(t, settingsApi.update, {
    body: { ...DEFAULT_SETTINGS, cod_fee_percent: 1.5, cod_fee_min: 20_000 },
    token: t.token,
  });
  expect(fee.status, JSON.stringify(fee.raw)).toBe(200);
});
afterAll(() => t.close());

async function collect(amount: number) {
  const paid = await callEndpoint(t, paymentsApi.create, {
    body: { customer_id: receiver.id, amount, purpose: 'cod', request_id: crypto.randomUUID() },
    token: t.token,
  });
  expect(paid.status, JSON.stringify(paid.raw)).toBe(200);
  return paid.data;
}

const payOut = (body: Record<string, unknown>, token = t.token) =>
  callEndpoint(t, payoutsApi.create, {
    body: { kind: 'cod', sender_id: sender.id, request_id: crypto.randomUUID(), ...body },
    token,
  });

const paidOut = async () =>
  (await t.db.select().from(products).where(eq(products.sender_id, sender.id)))
    .sort((a, b) => a.id - b.id)
    .map((p) => p.cod_paid_out);

const senderRow = async () =>
  (await callEndpoint(t, codApi.senders, { token: t.token })).data.rows.find(
    (r) => r.sender.id === sender.id,
  );

describe('POST /api/payouts {kind: cod}', () => {
  it('staff cannot pay senders; a sum other than the one due is refused; nothing is written', async () => {
    const staff = await payOut({ amount: 1_180_000 }, staffToken);
    expect(staff.status).toBe(403);
    expect(staff.message).toBe(COD_PAYOUT_ADMIN_ONLY);
    // 1 200 000 collected; 1,5 % is 18 000, below the minimum: 1 180 000 paid. The clerk saw
    // another figure.
    const changed = await payOut({ amount: 1_200_000 });
    expect(changed.status).toBe(409);
    expect(changed.errors?.amount).toBe(codPayoutChanged(1_180_000));
    const notMine = await payOut({ amount: 1, lines: [lines[2]!.id] });
    expect(notMine.status).toBe(409);
    expect(notMine.errors?.lines).toBe(NOT_COD_PAYABLE);
    const noSender = await callEndpoint(t, payoutsApi.create, {
      body: { kind: 'cod', amount: 1, request_id: crypto.randomUUID() },
      token: t.token,
    });
    expect(noSender.status).toBe(400);
    expect(noSender.errors?.sender_id).toBe('Vui lòng chọn người gửi');
    expect(await t.db.$count(codPayoutLines)).toBe(0);
    expect(await paidOut()).toEqual([0, 0, 0]);
  });

  it('a minimum fee bigger than the line leaves nothing to pay: refused', async () => {
    await callEndpoint(t, settingsApi.update, {
      body: { ...DEFAULT_SETTINGS, cod_fee_percent: 0, cod_fee_min: 5_000_000 },
      token: t.token,
    });
    const zero = await payOut({ amount: 0, lines: [lines[1]!.id] });
    expect(zero.status).toBe(400);
    const all = await payOut({ amount: 1 });
    await callEndpoint(t, settingsApi.update, {
      body: { ...DEFAULT_SETTINGS, cod_fee_percent: 1.5, cod_fee_min: 20_000 },
      token: t.token,
    });
    expect(all.status, JSON.stringify(all.raw)).toBe(409);
    expect(all.errors?.amount).toBe(COD_FEE_TAKES_ALL);
    expect(await paidOut()).toEqual([0, 0, 0]);
  });

  it('pays the lines ticked, less the fee, numbered PC-; the sender’s figures follow', async () => {
    // The second line alone: 200 000 collected, 1,5 % is 3 000, the minimum 20 000 applies.
    const res = await payOut({ amount: 180_000, lines: [lines[1]!.id], method: 'transfer' });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data).toMatchObject({
      kind: 'cod',
      number: expect.stringMatching(/^PC-\d{4}-\d{4}$/),
      amount: 180_000,
      cod_gross: 200_000,
      cod_fee: 20_000,
      method: 'transfer',
      sender: { id: sender.id, full_name: 'Công ty Sơn Á Đông', phone: '0281234567' },
      cod_lines: [
        {
          product_id: lines[1]!.id,
          name: lines[1]!.name,
          receiver: { id: receiver.id, full_name: 'Tiệm Tạp Hóa Bảy' },
          cod_amount: 400_000,
          amount: 200_000,
        },
      ],
    });
    expect(await paidOut()).toEqual([0, 200_000, 0]);
    expect(await senderRow()).toMatchObject({
      not_collected: 500_000,
      collected_unpaid: 1_000_000,
      paid_out: 200_000,
    });
    // Paid out already: ticking it again finds nothing to pay.
    const again = await payOut({ amount: 180_000, lines: [lines[1]!.id] });
    expect(again.status).toBe(409);
    expect(again.errors?.lines).toBe(NOT_COD_PAYABLE);
  });

  it('without lines pays every line waiting; then nothing is left', async () => {
    await collect(300_000); // the rest of the second line (200 000) and 100 000 of the third
    // Waiting: 1 000 000 + 200 000 + 100 000 = 1 300 000; 1,5 % = 19 500 < 20 000.
    const res = await payOut({ amount: 1_280_000 });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data).toMatchObject({ amount: 1_280_000, cod_gross: 1_300_000, cod_fee: 20_000 });
    expect(res.data.cod_lines?.map((l) => l.amount)).toEqual([1_000_000, 200_000, 100_000]);
    expect(await paidOut()).toEqual([1_000_000, 400_000, 100_000]);
    const none = await payOut({ amount: 1 });
    expect(none.status).toBe(409);
    expect(none.errors?.amount).toBe(NO_COD_TO_PAY_OUT);
  });

  it('a collection paid out cannot be voided until its payout is', async () => {
    const refused = await callEndpoint(t, paymentsApi.void, {
      params: { id: firstCollection },
      body: { reason: 'Thu nhầm' },
      token: t.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(COD_PAID_OUT_LOCKED);
    expect(await paidOut()).toEqual([1_000_000, 400_000, 100_000]);
  });

  it('an admin voids a payout: its lines owe the sender again; the payout stays listed', async () => {
    const mine = await callEndpoint(t, payoutsApi.list, {
      query: { kind: 'cod' },
      token: t.token,
    });
    const big = mine.data.rows.find((p) => p.cod_gross === 1_300_000)!;
    const res = await callEndpoint(t, payoutsApi.void, {
      params: { id: big.id },
      body: { reason: 'Chi nhầm người' },
      token: t.token,
    });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data).toMatchObject({ void_reason: 'Chi nhầm người', cod_gross: 1_300_000 });
    expect(res.data.cod_lines).toHaveLength(3);
    expect(await paidOut()).toEqual([0, 200_000, 0]);
    expect(await senderRow()).toMatchObject({ collected_unpaid: 1_300_000, paid_out: 200_000 });
  });

  it('a line’s thu hộ cannot be edited below what was paid out of it', async () => {
    const res = await callEndpoint(t, productsApi.patch, {
      params: { id: lines[1]!.id },
      body: { cod_amount: 100_000 },
      token: t.token,
    });
    expect(res.status).toBe(400);
    expect(res.errors?.cod_amount).toBe(codBelowPaidOut(200_000));
    expect(await paidOut()).toEqual([0, 200_000, 0]);
  });
});
