import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codApi } from '@depot/shared/cod/cod.contract';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { products } from '../../db/schema/index';
import { buildCustomer, buildProduct } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { SENDER_NOT_FOUND } from './cod.service';

// `Đối soát thu hộ` (docs/payments.md, "Owed to senders"): per sender, the thu hộ not collected,
// collected and not paid out, paid out; the lines behind them.

let t: SignedInTestApp;
let sơn: Awaited<ReturnType<typeof buildCustomer>>;
let gạo: Awaited<ReturnType<typeof buildCustomer>>;
let lines: Awaited<ReturnType<typeof buildProduct>>[];
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  sơn = await buildCustomer(t.db, { full_name: 'Công ty Sơn Á Đông', phone: '0281234567' });
  gạo = await buildCustomer(t.db, { full_name: 'Vựa Gạo Tư Hải', phone: '0297765432' });
  const receiver = await buildCustomer(t.db, { full_name: 'Tiệm Tạp Hóa Bảy' });
  const line = (sender: number, cod: number, datetime: string) =>
    buildProduct(t.db, {
      customer_id: receiver.id,
      sender_id: sender,
      price_type: 'package',
      price: 50_000,
      quantity: 1,
      cod_amount: cod,
      datetime,
    });
  lines = [
    await line(sơn.id, 1_000_000, '2026-11-01'),
    await line(sơn.id, 400_000, '2026-11-05'),
    await line(gạo.id, 3_000_000, '2026-11-03'),
    // Named a sender but collects nothing for them; and a deleted line: neither counts.
    await line(gạo.id, 0, '2026-11-04'),
    await line(gạo.id, 700_000, '2026-11-06'),
  ];
  await t.db.update(products).set({ deleted_at: new Date() }).where(eq(products.id, lines[4]!.id));
  // 1 200 000 đ collected from the receiver: the oldest first (Sơn's 1 000 000, Gạo's 200 000).
  const paid = await callEndpoint(t, paymentsApi.create, {
    body: {
      customer_id: receiver.id,
      amount: 1_200_000,
      purpose: 'cod',
      request_id: crypto.randomUUID(),
    },
    token: t.token,
  });
  expect(paid.status, JSON.stringify(paid.raw)).toBe(200);
});
afterAll(() => t.close());

const senders = (query: Record<string, unknown> = {}) =>
  callEndpoint(t, codApi.senders, { query, token: t.token });

describe('GET /api/cod/senders', () => {
  it('gives each sender’s figures, the most owed first, and every sender summed', async () => {
    const res = await senders();
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    const mine = res.data.rows.filter((r) => [sơn.id, gạo.id].includes(r.sender.id));
    expect(mine).toEqual([
      {
        sender: { id: sơn.id, full_name: 'Công ty Sơn Á Đông', phone: '0281234567' },
        lines: 2,
        cod_amount: 1_400_000,
        not_collected: 400_000,
        collected_unpaid: 1_000_000,
        paid_out: 0,
      },
      {
        sender: { id: gạo.id, full_name: 'Vựa Gạo Tư Hải', phone: '0297765432' },
        lines: 1,
        cod_amount: 3_000_000,
        not_collected: 2_800_000,
        collected_unpaid: 200_000,
        paid_out: 0,
      },
    ]);
    // This file's database holds these senders alone: the sums are theirs.
    expect(res.data.sums).toMatchObject({
      lines: 3,
      not_collected: 3_200_000,
      collected_unpaid: 1_200_000,
    });
  });

  it('finds a sender by name without accents or by phone', async () => {
    const byName = await senders({ q: 'son a dong' });
    expect(byName.data.rows.map((r) => r.sender.id)).toEqual([sơn.id]);
    expect(byName.data.sums).toMatchObject({ lines: 2, not_collected: 400_000 });
    const byPhone = await senders({ q: '0297765' });
    expect(byPhone.data.rows.map((r) => r.sender.id)).toEqual([gạo.id]);
    expect(byPhone.data.total).toBe(1);
  });
});

describe('GET /api/cod/senders/:id/lines', () => {
  it('lists the sender’s lines behind the figures, newest first, with their state', async () => {
    const res = await callEndpoint(t, codApi.senderLines, {
      params: { id: sơn.id },
      token: t.token,
    });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data.lines.map((l) => [l.id, l.cod_collected, l.cod_due, l.state])).toEqual([
      [lines[1]!.id, 0, 400_000, 'not_collected'],
      [lines[0]!.id, 1_000_000, 0, 'collected'],
    ]);
    expect(res.data.lines[0]!.receiver.full_name).toBe('Tiệm Tạp Hóa Bảy');
    expect(res.data.sums).toMatchObject({ lines: 2, collected_unpaid: 1_000_000 });
  });

  it('answers 404 for a customer who does not exist', async () => {
    const res = await callEndpoint(t, codApi.senderLines, {
      params: { id: 999_999 },
      token: t.token,
    });
    expect(res.status).toBe(404);
    expect(res.message).toBe(SENDER_NOT_FOUND);
  });
});

describe('GET /api/cod/receivers/:id/lines', () => {
  it('lists what the receiver still owes the senders, oldest first, and its sum', async () => {
    const receiverId = lines[0]!.customer_id;
    const res = await callEndpoint(t, codApi.receiverLines, {
      params: { id: receiverId },
      token: t.token,
    });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    // Sơn's first line was collected in full; Gạo's deleted line and the line of 0 owe nothing.
    expect(res.data.lines.map((l) => [l.id, l.sender.full_name, l.cod_due])).toEqual([
      [lines[2]!.id, 'Vựa Gạo Tư Hải', 2_800_000],
      [lines[1]!.id, 'Công ty Sơn Á Đông', 400_000],
    ]);
    expect(res.data.cod_due).toBe(3_200_000);
  });
});
