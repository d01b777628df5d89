import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index';
import { callEndpoint } from '../../../test/contract-call';
import { buildBranch, buildCustomer } from '../../../test/factories';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';

// Money is taken at a branch (docs/domain.md, "Branches"): the one its clerk acts for. Each
// branch's cash book (`Sổ quỹ`) lists its own; the owner sees all, or the branch picked.

let t: SignedInTestApp;
let ct: number;
let sgAdmin: string;
let ctAdmin: string;
let customer: number;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  ct = await buildBranch(t.db);
  sgAdmin = (await signIn(t, 'admin', 1)).token;
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
  return res.data.id;
}

async function book(token: string, headers?: Record<string, string>) {
  const res = await callEndpoint(t, paymentsApi.cashBook, {
    query: { customer_id: String(customer) },
    token,
    headers,
  });
  expect(res.status, res.message).toBe(200);
  return { amounts: res.data.rows.map((r) => r.amount).sort(), total: res.data.totals.amount };
}

describe('the cash book of a branch', () => {
  it('records each payment at its clerk’s branch and lists a branch’s own', async () => {
    const sg = await pay(sgAdmin, 1_000);
    const ctPaid = await pay(ctAdmin, 2_000);
    const owners = await pay(t.token, 4_000, { 'x-branch-id': String(ct) });
    const branchOf = async (id: number) =>
      (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!.branch_id;
    expect([await branchOf(sg), await branchOf(ctPaid), await branchOf(owners)]).toEqual([
      1,
      ct,
      ct,
    ]);
    expect(await book(ctAdmin)).toEqual({ amounts: [2_000, 4_000], total: 6_000 });
    expect(await book(sgAdmin)).toEqual({ amounts: [1_000], total: 1_000 });
    expect(await book(t.token)).toEqual({ amounts: [1_000, 2_000, 4_000], total: 7_000 });
    expect(await book(t.token, { 'x-branch-id': '1' })).toEqual({
      amounts: [1_000],
      total: 1_000,
    });
  });
});
