import type { Receipt, VehicleStatement } from '@depot/shared/receipts/receipts.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { printQuery, seedStatement } from './receipts.test-support';
import { callEndpoint } from '../../../test/contract-call';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { receiptsApi } from '@depot/shared/receipts/receipts.contract';

// docs/decisions/0001-payments-are-records.md: a receipt (and the vehicle's statement) names the payments behind its paid sum.

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
});
afterAll(() => t.close());

const pay = (payload: Record<string, unknown>) =>
  callEndpoint(t, paymentsApi.create, { body: payload, token: t.token });

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
    const undone = await callEndpoint(t, paymentsApi.void, {
      params: { id: voided.data.id },
      body: { reason: 'Thu nhầm' },
      token: t.token,
    });
    expect(undone.status).toBe(200);

    const res = await callEndpoint(t, receiptsApi.get, {
      query: printQuery({ ...s, date: '2026-10-07' }),
      token: t.token,
    });
    const receipt = res.data as Receipt;
    expect(receipt.payments).toEqual([
      { id: first.data.id, number: first.data.number, amount: 18_525 },
      { id: second.data.id, number: second.data.number, amount: 100_000 },
    ]);
    expect(receipt.sums.collected).toBe(118_525);

    const statement = await callEndpoint(t, receiptsApi.vehicleStatement, {
      query: { id: String(s.car.id), date: '2026-10-07' },
      token: t.token,
    });
    const body = statement.data as VehicleStatement;
    expect(body.receipts[0]!.payments.map((p) => p.number)).toEqual([
      first.data.number,
      second.data.number,
    ]);
  });

  it('is empty while nothing was collected', async () => {
    const s = await seedStatement(t, { date: '2026-10-08' });
    const res = await callEndpoint(t, receiptsApi.get, {
      query: printQuery({ ...s, date: '2026-10-08' }),
      token: t.token,
    });
    expect((res.data as Receipt).payments).toEqual([]);
  });
});
