import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COD_PAID_OUT_LOCKED,
  NO_COD_TO_PAY_OUT,
  NOT_COD_PAYABLE,
} from '@depot/shared/payouts/cod-payout.rules';
import { payoutsApi } from '@depot/shared/payouts/payouts.contract';
import { productsApi } from '@depot/shared/products/products.contract';
import { codAllocations, payments, products } from '../../db/schema/index';
import { expectTotalsInStep } from '../../../test/kept-totals';
import { buildCodLine } from '../../../test/factories';
import { raceAgainst } from '../../../test/race';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';

// Chi trả beside the other writers of a line's thu hộ (docs/payments.md, "Paying senders"): the
// goods row is the meeting point, so a line is never paid out twice, nor paid out past what is
// still collected of it, whichever writer came first.

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
});
afterAll(() => t.close());

/** A line whose 600 000 đ of thu hộ was collected (no fee is set: it all goes to the sender). */
async function collectedLine() {
  const { sender, line } = await buildCodLine(t.db, 600_000);
  // Đã thu: the freight and the thu hộ collected in one click.
  const paid = await callEndpoint(t, productsApi.patch, {
    params: { id: line.id },
    body: { is_paid: true },
    token: t.token,
  });
  expect(paid.status, JSON.stringify(paid.raw)).toBe(200);
  const [allocation] = await t.db
    .select()
    .from(codAllocations)
    .where(eq(codAllocations.product_id, line.id));
  return { sender, line, collection: allocation!.payment_id };
}

const payOut = (senderId: number, lines: number[]) =>
  callEndpoint(t, payoutsApi.create, {
    body: {
      kind: 'cod',
      sender_id: senderId,
      lines,
      amount: 600_000,
      request_id: crypto.randomUUID(),
    },
    token: t.token,
  });

const stored = async (id: number) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('thu hộ paid out at the same time as another change', () => {
  it('two admins pay the same line at once: one pays, the other is refused', async () => {
    const { sender, line } = await collectedLine();
    const replies = await Promise.all([payOut(sender.id, [line.id]), payOut(sender.id, [line.id])]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    // Refused before the lock (the line read paid out) or after it (read again under the lock).
    expect([NOT_COD_PAYABLE, NO_COD_TO_PAY_OUT]).toContain(
      replies.find((r) => r.status === 409)?.message,
    );
    expect((await stored(line.id)).cod_paid_out).toBe(600_000);
    await expectTotalsInStep(t.db);
  });

  it('a payout that waited on the line finds its collection voided and pays nothing', async () => {
    const { sender, line, collection } = await collectedLine();
    const reply = await raceAgainst(
      t.db,
      // Another writer holds the line and gives its thu hộ back (as a void does) meanwhile.
      async (tx) => {
        await tx.select().from(products).where(eq(products.id, line.id)).for('no key update');
        await tx
          .update(codAllocations)
          .set({ voided_at: sql`now()` })
          .where(eq(codAllocations.payment_id, collection));
        await tx
          .update(payments)
          .set({ voided_at: sql`now()`, voided_by: t.user.id, void_reason: 'Thu nhầm' })
          .where(eq(payments.id, collection));
      },
      () => payOut(sender.id, [line.id]),
    );
    expect(reply.status).toBe(409);
    expect(reply.errors?.amount).toBe(NO_COD_TO_PAY_OUT);
    expect(await stored(line.id)).toMatchObject({ cod_paid: 0, cod_paid_out: 0 });
    await expectTotalsInStep(t.db);
  });

  it('Chưa thu on a line beside its payout: the first wins, the second is told why', async () => {
    const { sender, line } = await collectedLine();
    const [payout, unpaid] = await Promise.all([
      payOut(sender.id, [line.id]),
      callEndpoint(t, productsApi.patch, {
        params: { id: line.id },
        body: { is_paid: false },
        token: t.token,
      }),
    ]);
    const row = await stored(line.id);
    if (payout.status === 200) {
      expect(unpaid.status).toBe(409);
      expect(unpaid.message).toBe(COD_PAID_OUT_LOCKED);
      expect([row.cod_paid, row.cod_paid_out]).toEqual([600_000, 600_000]);
    } else {
      expect(unpaid.status, JSON.stringify(unpaid.raw)).toBe(200);
      expect([NOT_COD_PAYABLE, NO_COD_TO_PAY_OUT]).toContain(payout.message);
      expect(payout.status).toBe(409);
      expect([row.cod_paid, row.cod_paid_out]).toEqual([0, 0]);
    }
    await expectTotalsInStep(t.db);
  });
});
