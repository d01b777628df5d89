import { cashBookApi } from '@depot/shared/cash-book/cash-book.contract';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { remittancesApi } from '@depot/shared/remittances/remittances.contract';
import {
  COD_REMITTED_LOCKED,
  REMITTANCE_CONFIRM_NOT_HERE,
  REMITTANCE_LINES_CHANGED,
  REMITTANCE_NOT_PENDING,
  REMITTANCE_NOTE_REQUIRED,
  REMITTANCE_TO_SELF,
  remittanceChanged,
} from '@depot/shared/remittances/remittances.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { callEndpoint } from '../../../test/contract-call';
import { expectTotalsInStep } from '../../../test/kept-totals';
import { buildBranch, buildCustomer, buildProduct } from '../../../test/factories';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';

// Money sent between branches (docs/payments.md "Money between branches"): thu hộ collected at
// Cần Thơ for a Sài Gòn sender goes back by a Phiếu chuyển tiền that Sài Gòn confirms; each
// branch's cash book shows it out and in.

let t: SignedInTestApp;
let ct: number;
let sgStaff: string;
let ctStaff: string;
let ctAdmin: string;
let receiver: number;
let lines: number[];
let collection: number;

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  ct = await buildBranch(t.db);
  sgStaff = (await signIn(t, 'staff', 1)).token;
  ctStaff = (await signIn(t, 'staff', ct)).token;
  ctAdmin = (await signIn(t, 'admin', ct)).token;
  const sender = (await buildCustomer(t.db, { full_name: 'Vựa Gạo Hai Miền' })).id;
  receiver = (await buildCustomer(t.db)).id;
  const line = (cod: number, origin: number) =>
    buildProduct(t.db, {
      customer_id: receiver,
      sender_id: sender,
      price_type: 'package',
      price: 50_000,
      cod_amount: cod,
      origin_branch_id: origin,
      destination_branch_id: ct,
    });
  lines = [(await line(300_000, 1)).id, (await line(200_000, 1)).id, (await line(90_000, ct)).id];
  // Cần Thơ collects the thu hộ of all three from the receiver, in cash.
  const paid = await callEndpoint(t, paymentsApi.create, {
    body: { customer_id: receiver, amount: 590_000, method: 'cash', purpose: 'cod' },
    token: ctStaff,
  });
  expect(paid.status, paid.message).toBe(200);
  collection = paid.data.id;
});
afterAll(() => t.close());

const remittable = async (token: string, to: number) => {
  const res = await callEndpoint(t, remittancesApi.remittable, {
    query: { to_branch_id: to },
    token,
  });
  expect(res.status, res.message).toBe(200);
  return res.data;
};
const book = async (token: string) => {
  const res = await callEndpoint(t, cashBookApi.book, { query: {}, token });
  expect(res.status, res.message).toBe(200);
  return res.data;
};
const remitted = async (id: number) =>
  (await t.db.select({ v: products.cod_remitted }).from(products).where(eq(products.id, id)))[0]!.v;

describe('Phiếu chuyển tiền', () => {
  it('lists what Cần Thơ collected for Sài Gòn senders, sends it, and Sài Gòn confirms it', async () => {
    const waiting = await remittable(ctStaff, 1);
    // The line received at Cần Thơ itself stays: its sender is paid there.
    expect(waiting.lines.map((l) => [l.product_id, l.amount])).toEqual([
      [lines[0], 300_000],
      [lines[1], 200_000],
    ]);
    expect(waiting.amount).toBe(500_000);

    const wrongSum = await callEndpoint(t, remittancesApi.create, {
      body: { to_branch_id: 1, amount: 450_000, lines: [lines[0]!, lines[1]!] },
      token: ctStaff,
    });
    expect([wrongSum.status, wrongSum.message]).toEqual([409, remittanceChanged(500_000)]);
    const notWaiting = await callEndpoint(t, remittancesApi.create, {
      body: { to_branch_id: 1, amount: 90_000, lines: [lines[2]!] },
      token: ctStaff,
    });
    expect([notWaiting.status, notWaiting.message]).toEqual([409, REMITTANCE_LINES_CHANGED]);

    const sent = await callEndpoint(t, remittancesApi.create, {
      body: {
        to_branch_id: 1,
        amount: 500_000,
        lines: [lines[0]!, lines[1]!],
        note: 'Gửi theo xe',
      },
      token: ctStaff,
    });
    expect(sent.status, sent.message).toBe(200);
    expect(sent.data).toMatchObject({
      state: 'pending',
      from_branch: { id: ct },
      to_branch: { id: 1 },
      amount: 500_000,
      method: 'cash',
    });
    expect(sent.data.number).toMatch(/^CT-\d{4}-0001$/);
    expect(sent.data.lines?.map((l) => l.amount)).toEqual([300_000, 200_000]);
    expect(await remitted(lines[0]!)).toBe(300_000);
    expect((await remittable(ctStaff, 1)).lines).toEqual([]);

    // Out of Cần Thơ's drawer now; not yet in Sài Gòn's.
    const ctBook = await book(ctStaff);
    expect([ctBook.totals.in.amount, ctBook.totals.out.amount, ctBook.closing]).toEqual([
      590_000, 500_000, 90_000,
    ]);
    expect(ctBook.totals.remittances).toEqual({ in: 0, out: 500_000 });
    expect(ctBook.rows.at(-1)).toMatchObject({
      direction: 'out',
      number: sent.data.number,
      remittance: { from_branch: { id: ct }, to_branch: { id: 1 } },
      balance: 90_000,
    });
    expect((await book(sgStaff)).closing).toBe(0);

    const list = await callEndpoint(t, remittancesApi.list, { query: {}, token: sgStaff });
    expect([list.data.pending_in, list.data.rows.map((r) => r.id)]).toEqual([1, [sent.data.id]]);

    const notHere = await callEndpoint(t, remittancesApi.confirm, {
      params: { id: sent.data.id },
      token: ctStaff,
    });
    expect([notHere.status, notHere.message]).toEqual([403, REMITTANCE_CONFIRM_NOT_HERE]);
    const confirmed = await callEndpoint(t, remittancesApi.confirm, {
      params: { id: sent.data.id },
      token: sgStaff,
    });
    expect(confirmed.status, confirmed.message).toBe(200);
    expect(confirmed.data.state).toBe('confirmed');
    const sgBook = await book(sgStaff);
    expect([sgBook.totals.in.amount, sgBook.closing, sgBook.totals.remittances.in]).toEqual([
      500_000, 500_000, 500_000,
    ]);
    expect(sgBook.rows.map((r) => [r.direction, r.number])).toEqual([['in', sent.data.number]]);
    // The owner's book of every branch: the money moved, nothing more.
    expect((await book(t.token)).closing).toBe(590_000);

    const again = await callEndpoint(t, remittancesApi.confirm, {
      params: { id: sent.data.id },
      token: sgStaff,
    });
    expect([again.status, again.message]).toEqual([409, REMITTANCE_NOT_PENDING]);
    const lateVoid = await callEndpoint(t, remittancesApi.void, {
      params: { id: sent.data.id },
      body: { reason: 'Nhầm' },
      token: t.token,
    });
    expect([lateVoid.status, lateVoid.message]).toEqual([409, REMITTANCE_NOT_PENDING]);
  });

  it('sends any other money with a note, and an admin voids it before it is confirmed', async () => {
    const refused = await callEndpoint(t, remittancesApi.create, {
      body: { to_branch_id: 1, amount: 40_000 },
      token: ctStaff,
    });
    expect([refused.status, refused.errors?.note]).toEqual([400, REMITTANCE_NOTE_REQUIRED]);
    const toSelf = await callEndpoint(t, remittancesApi.create, {
      body: { to_branch_id: ct, amount: 40_000, note: 'Tiền cước' },
      token: ctStaff,
    });
    expect([toSelf.status, toSelf.message]).toEqual([409, REMITTANCE_TO_SELF]);
    const sent = await callEndpoint(t, remittancesApi.create, {
      body: { to_branch_id: 1, amount: 40_000, note: 'Tiền cước trong ngày' },
      token: ctStaff,
    });
    expect(sent.status, sent.message).toBe(200);
    const before = (await book(ctStaff)).closing;

    const staffVoid = await callEndpoint(t, remittancesApi.void, {
      params: { id: sent.data.id },
      body: { reason: 'Nhầm số tiền' },
      token: ctStaff,
    });
    expect(staffVoid.status).toBe(403);
    const voided = await callEndpoint(t, remittancesApi.void, {
      params: { id: sent.data.id },
      body: { reason: 'Nhầm số tiền' },
      token: ctAdmin,
    });
    expect(voided.status, voided.message).toBe(200);
    expect(voided.data).toMatchObject({ state: 'voided', void_reason: 'Nhầm số tiền' });
    const after = await book(ctStaff);
    expect(after.closing).toBe(before + 40_000);
    expect(after.totals.voided).toMatchObject({ count: 1, amount: 40_000 });
    expect(after.rows.map((r) => r.amount)).not.toContain(40_000);
    const late = await callEndpoint(t, remittancesApi.confirm, {
      params: { id: sent.data.id },
      token: sgStaff,
    });
    expect(late.status).toBe(409);
  });

  it('keeps a collection whose money was sent from being voided', async () => {
    const [row] = await t.db
      .select({ paid: products.cod_paid, sent: products.cod_remitted })
      .from(products)
      .where(eq(products.id, lines[0]!));
    expect(row).toEqual({ paid: 300_000, sent: 300_000 });
    const refused = await callEndpoint(t, paymentsApi.void, {
      params: { id: collection },
      body: { reason: 'Thu nhầm' },
      token: ctAdmin,
    });
    expect([refused.status, refused.message]).toEqual([409, COD_REMITTED_LOCKED]);
    expect(await remitted(lines[0]!)).toBe(300_000);
    await expectTotalsInStep(t.db);
  });
});
