import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codApi } from '@depot/shared/cod/cod.contract';
import { products } from '../../db/schema/index';
import { callEndpoint } from '../../../test/contract-call';
import { expectTotalsInStep } from '../../../test/kept-totals';
import { buildBranch, buildCustomer, buildProduct } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';

// Đối soát thu hộ of a branch (docs/payments.md, "Owed to senders"): a sender's lines count where
// either end is the branch acted for, once each, from the kept totals; the owner sees them all.

let t: SignedInTestApp;
let ct: number;
let sender: number;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  ct = await buildBranch(t.db);
  sender = (await buildCustomer(t.db, { full_name: 'Vựa Gạo Hai Miền' })).id;
  const receiver = (await buildCustomer(t.db)).id;
  const line = (cod: number, origin: number, destination: number) =>
    buildProduct(t.db, {
      customer_id: receiver,
      sender_id: sender,
      price_type: 'package',
      price: 50_000,
      quantity: 1,
      cod_amount: cod,
      origin_branch_id: origin,
      destination_branch_id: destination,
    });
  await line(100_000, 1, 1);
  await line(200_000, 1, ct);
  const moved = await line(400_000, ct, ct);
  // A line sent from Sài Gòn after all, then deleted: the kept rows follow both changes.
  await t.db.update(products).set({ origin_branch_id: 1 }).where(eq(products.id, moved.id));
  const gone = await line(800_000, ct, ct);
  await t.db.update(products).set({ deleted_at: new Date() }).where(eq(products.id, gone.id));
});
afterAll(() => t.close());

const owed = async (branch?: number) => {
  const res = await callEndpoint(t, codApi.senders, {
    token: t.token,
    headers: branch ? { 'x-branch-id': String(branch) } : undefined,
  });
  expect(res.status, res.message).toBe(200);
  const row = res.data.rows.find((r) => r.sender.id === sender);
  return row && { lines: row.lines, cod_amount: row.cod_amount };
};

describe('Đối soát thu hộ by branch', () => {
  it('counts a line at either end, once, and every line for every branch', async () => {
    expect(await owed()).toEqual({ lines: 3, cod_amount: 700_000 });
    expect(await owed(1)).toEqual({ lines: 3, cod_amount: 700_000 });
    expect(await owed(ct)).toEqual({ lines: 2, cod_amount: 600_000 });
    await expectTotalsInStep(t.db);
  });
});
