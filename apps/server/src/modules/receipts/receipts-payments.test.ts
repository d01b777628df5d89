import type { Receipt, VehicleStatement } from '@depot/shared/receipts/receipts.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { printQuery, seedStatement } from './receipts.test-support';

// Issue 19: a receipt (and the vehicle's statement) names the payments behind its paid sum.

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
});
afterAll(() => t.close());

const pay = (payload: Record<string, unknown>) =>
  call(t, { method: 'POST', url: '/api/payments', token: t.token, payload });

describe('the payments of a receipt', () => {
  it('lists each live payment with the part it paid of these lines, voids left out', async () => {
    const s = await seedStatement(t, { date: '2026-10-07' });
    // 18 525 on the first line, then 100 000 over the second (150 000) — part of it.
    const first = await pay({
      customer_id: s.customer.id,
      amount: 18_525,
      lines: [s.goods[0]!.id],
    });
    const second = await pay({
      customer_id: s.customer.id,
      amount: 100_000,
      lines: [s.goods[1]!.id],
    });
    const voided = await pay({
      customer_id: s.customer.id,
      amount: 5_000,
      lines: [s.goods[2]!.id],
    });
    const undone = await call(t, {
      method: 'POST',
      url: `/api/payments/${voided.body.data.id}/void`,
      token: t.token,
      payload: { reason: 'Thu nhầm' },
    });
    expect(undone.status).toBe(200);

    const res = await call(t, {
      url: '/api/transport/print',
      token: t.token,
      query: printQuery({ ...s, date: '2026-10-07' }),
    });
    const receipt = res.body.data as Receipt;
    expect(receipt.payments).toEqual([
      { id: first.body.data.id, number: first.body.data.number, amount: 18_525 },
      { id: second.body.data.id, number: second.body.data.number, amount: 100_000 },
    ]);
    expect(receipt.sums.collected).toBe(118_525);

    const statement = await call(t, {
      url: '/api/transport/get-by-car',
      token: t.token,
      query: { id: String(s.car.id), date: '2026-10-07' },
    });
    const body = statement.body.data as VehicleStatement;
    expect(body.receipts[0]!.payments.map((p) => p.number)).toEqual([
      first.body.data.number,
      second.body.data.number,
    ]);
  });

  it('is empty while nothing was collected', async () => {
    const s = await seedStatement(t, { date: '2026-10-08' });
    const res = await call(t, {
      url: '/api/transport/print',
      token: t.token,
      query: printQuery({ ...s, date: '2026-10-08' }),
    });
    expect((res.body.data as Receipt).payments).toEqual([]);
  });
});
