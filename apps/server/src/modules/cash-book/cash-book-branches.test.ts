import { cashBookApi } from '@depot/shared/cash-book/cash-book.contract';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { payoutsApi } from '@depot/shared/payouts/payouts.contract';
import { depotToday } from '@depot/shared/validation/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint } from '../../../test/contract-call';
import { buildBranch, buildCustomer } from '../../../test/factories';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';

// Each branch has its own drawer (docs/payments.md "Sổ quỹ (cash book)"): a clerk of a branch
// sees its book; the owner sees every branch summed, or the one picked (X-Branch-Id).

let t: SignedInTestApp;
let ct: number;
let sgStaff: string;
let ctStaff: string;
let ctAdmin: string;
let customer: number;
const today = depotToday();
const branch = (id: number) => ({ 'x-branch-id': String(id) });

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  ct = await buildBranch(t.db);
  sgStaff = (await signIn(t, 'staff', 1)).token;
  ctStaff = (await signIn(t, 'staff', ct)).token;
  ctAdmin = (await signIn(t, 'admin', ct)).token;
  customer = (await buildCustomer(t.db)).id;
});
afterAll(() => t.close());

async function pay(token: string, amount: number, headers?: Record<string, string>) {
  const res = await callEndpoint(t, paymentsApi.create, {
    body: { customer_id: customer, amount, method: 'cash' },
    token,
    headers,
  });
  expect(res.status, res.message).toBe(200);
}

async function book(token: string, headers?: Record<string, string>) {
  const res = await callEndpoint(t, cashBookApi.book, { query: {}, token, headers });
  expect(res.status, res.message).toBe(200);
  return res.data;
}

describe('the cash book of a branch', () => {
  it('keeps each branch’s drawer, its opening and its counts apart', async () => {
    const sgOpening = await callEndpoint(t, cashBookApi.setOpening, {
      body: { amount: 50_000, date: today },
      token: t.token,
      headers: branch(1),
    });
    const ctOpening = await callEndpoint(t, cashBookApi.setOpening, {
      body: { amount: 100_000, date: today },
      token: ctAdmin,
    });
    expect([sgOpening.data.branch_id, ctOpening.data.branch_id]).toEqual([1, ct]);
    await pay(sgStaff, 10_000);
    await pay(ctStaff, 20_000);
    const out = await callEndpoint(t, payoutsApi.create, {
      body: { kind: 'other', amount: 5_000, note: 'Bốc xếp thuê ngoài' },
      token: ctStaff,
    });
    expect(out.status, out.message).toBe(200);
    await pay(t.token, 40_000, branch(ct));

    const sg = await book(sgStaff);
    expect([sg.date_from, sg.date_to, sg.branch_id]).toEqual([today, today, 1]);
    expect([sg.opening, sg.rows.map((r) => r.amount), sg.closing]).toEqual([
      50_000,
      [10_000],
      60_000,
    ]);
    const own = await book(ctStaff);
    expect([own.opening, own.closing]).toEqual([100_000, 155_000]);
    expect(own.rows.map((r) => [r.direction, r.amount])).toEqual([
      ['in', 20_000],
      ['out', 5_000],
      ['in', 40_000],
    ]);
    const denied = await callEndpoint(t, cashBookApi.book, {
      query: {},
      token: ctStaff,
      headers: branch(1),
    });
    expect(denied.status).toBe(403);

    const all = await book(t.token);
    expect([all.branch_id, all.opening, all.closing]).toEqual([null, 150_000, 215_000]);
    expect(all.openings.map((o) => o.branch_id)).toEqual([1, ct]);
    expect((await book(t.token, branch(ct))).closing).toBe(155_000);

    const count = await callEndpoint(t, cashBookApi.count, {
      body: { date: today, counted: 160_000 },
      token: ctStaff,
    });
    expect(count.status, count.message).toBe(200);
    expect(count.data).toMatchObject({ branch_id: ct, book: 155_000, difference: 5_000 });
    expect(count.message).toContain('thừa');
    expect((await book(sgStaff)).counts).toEqual([]);
    expect((await book(ctStaff)).counts.map((c) => c.id)).toEqual([count.data.id]);
    expect((await book(t.token)).counts.map((c) => c.id)).toEqual([count.data.id]);
  });
});
