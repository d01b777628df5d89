import { cashBookApi } from '@depot/shared/cash-book/cash-book.contract';
import { payoutsApi } from '@depot/shared/payouts/payouts.contract';
import { depotToday } from '@depot/shared/validation/dates';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeEvents } from '../../db/schema/index';
import { callEndpoint } from '../../../test/contract-call';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';

// Live screens (docs/decisions/0013-live-screens-several-servers.md): money going out is announced
// like money coming in, so every clerk's Sổ quỹ, payouts and trips' profit refresh.

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
});
afterAll(() => t.close());

async function lastEvent() {
  const [row] = await t.db.select().from(changeEvents).orderBy(desc(changeEvents.id)).limit(1);
  return { kind: row?.kind, ids: (row?.payload as { ids?: number[] } | null)?.ids };
}

describe('announcing money out', () => {
  it('announces a payout recorded and voided, with its id', async () => {
    const made = await callEndpoint(t, payoutsApi.create, {
      body: { kind: 'other', amount: 45_000, note: 'Nước uống' },
      token: t.token,
    });
    expect(made.status, made.message).toBe(200);
    expect(await lastEvent()).toEqual({ kind: 'payoutRecorded', ids: [made.data.id] });
    const voided = await callEndpoint(t, payoutsApi.void, {
      params: { id: made.data.id },
      body: { reason: 'Ghi nhầm' },
      token: t.token,
    });
    expect(voided.status, voided.message).toBe(200);
    expect(await lastEvent()).toEqual({ kind: 'payoutVoided', ids: [made.data.id] });
  });

  it('announces a cash count and an opening balance', async () => {
    const today = depotToday('Asia/Ho_Chi_Minh');
    const opening = await callEndpoint(t, cashBookApi.setOpening, {
      body: { amount: 200_000, date: today },
      token: t.token,
    });
    expect(opening.status, opening.message).toBe(200);
    expect((await lastEvent()).kind).toBe('cashCounted');
    const count = await callEndpoint(t, cashBookApi.count, {
      body: { date: today, counted: 200_000 },
      token: t.token,
    });
    expect(count.status, count.message).toBe(200);
    expect(await lastEvent()).toEqual({ kind: 'cashCounted', ids: [count.data.id] });
  });
});
