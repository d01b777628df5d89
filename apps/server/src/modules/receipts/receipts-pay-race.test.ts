import { NOT_ON_RECEIPT } from '@depot/shared/receipts/receipts.schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, tripItems } from '../../db/schema/index';
import { raceAgainst } from '../../../test/race';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { seedStatement } from './receipts.test-support';
import { callEndpoint } from '../../../test/contract-call';
import { receiptsApi } from '@depot/shared/receipts/receipts.contract';

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

type Seeded = Awaited<ReturnType<typeof seedStatement>>;

const pay = (s: Seeded, date: string, transport_ids?: number[]) =>
  callEndpoint(t, receiptsApi.pay, {
    body: { car_id: s.car.id, customer_id: s.customer.id, datefrom: date, transport_ids },
    token: t.token,
  });
const paidRows = (s: Seeded) =>
  t.db.$count(
    auditLog,
    and(
      eq(auditLog.action, 'paid'),
      inArray(
        auditLog.entity_id,
        s.goods.map((g) => g.id),
      ),
    ),
  );

describe('POST /api/transport/pay against concurrent changes', () => {
  it('waits for a paid toggle of the same goods and does not pay that line twice', async () => {
    const s = await seedStatement(t, { date: '2026-11-27' });
    const res = await raceAgainst(
      t.db,
      (tx) => tx.update(products).set({ is_paid: true }).where(eq(products.id, s.goods[0]!.id)),
      () => pay(s, '2026-11-27'),
    );
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data).toMatchObject({ paid: 2, is_close: true });
    expect(await paidRows(s)).toBe(2);
  });

  it('refuses a line archived while it waited for the goods (409), paying nothing', async () => {
    const s = await seedStatement(t, { date: '2026-11-28' });
    const item = s.items[1]!;
    const res = await raceAgainst(
      t.db,
      async (tx) => {
        // Archiving locks the goods row, then takes the line off the trip.
        await tx.select().from(products).where(eq(products.id, item.product_id)).for('update');
        await tx
          .update(tripItems)
          .set({ removed_at: sql`now()`, archived: true })
          .where(eq(tripItems.id, item.id));
      },
      () => pay(s, '2026-11-28', [s.items[0]!.id, item.id]),
    );
    expect(res.status).toBe(409);
    expect(res.message).toBe(`${NOT_ON_RECEIPT}: ${item.id}`);
    expect(await paidRows(s)).toBe(0);
  });
});
