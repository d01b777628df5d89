import {
  CAR_NOT_FOUND,
  CUSTOMER_NOT_FOUND,
  EMPTY_PAYMENT,
  MISSING_CAR_OR_CUSTOMER,
  NOT_ON_RECEIPT,
  NOTHING_TO_PRINT,
} from '@depot/shared/receipts/receipts.schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema/index';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { seedStatement } from './receipts.test-support';
import { callEndpoint, type WireBody } from '../../../test/contract-call';
import { receiptsApi } from '@depot/shared/receipts/receipts.contract';
import { productsApi } from '@depot/shared/products/products.contract';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

type Seeded = Awaited<ReturnType<typeof seedStatement>>;

const pay = (payload: WireBody<typeof receiptsApi.pay>) =>
  callEndpoint(t, receiptsApi.pay, { body: payload, token: t.token });
const bodyOf = (s: Seeded, date: string, transport_ids?: number[]) => ({
  car_id: s.car.id,
  customer_id: s.customer.id,
  datefrom: date,
  ...(transport_ids ? { transport_ids } : {}),
});
const paidFlags = async (s: Seeded) =>
  (
    await t.db
      .select({ is_paid: products.is_paid })
      .from(products)
      .where(
        inArray(
          products.id,
          s.goods.map((g) => g.id),
        ),
      )
      .orderBy(asc(products.id))
  ).map((r) => r.is_paid);
const paidAudit = (s: Seeded) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'product'),
        eq(auditLog.action, 'paid'),
        inArray(
          auditLog.entity_id,
          s.goods.map((g) => g.id),
        ),
      ),
    )
    .orderBy(asc(auditLog.id));

describe('POST /api/transport/pay', () => {
  it('marks the chosen lines paid, with one audit row each, seen in the goods history', async () => {
    const s = await seedStatement(t, { date: '2026-11-15' });
    const res = await pay(bodyOf(s, '2026-11-15', [s.items[0]!.id, s.items[2]!.id]));
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data).toEqual({
      paid: 2,
      is_close: false,
      sums: {
        lines: 3,
        quantity: 6,
        total_weight: 122.35,
        amount: 418525,
        collected: 268525,
        sender_due: 0,
        due: 150000,
      },
    });
    expect(await paidFlags(s)).toEqual([true, false, true]);
    const audit = await paidAudit(s);
    expect(audit.map((a) => [a.entity_id, a.actor_id, a.before, a.after])).toEqual([
      [
        s.goods[0]!.id,
        t.user.id,
        { is_paid: false },
        expect.objectContaining({
          is_paid: true,
          trip_item_id: s.items[0]!.id,
          source: 'receipt',
        }),
      ],
      [
        s.goods[2]!.id,
        t.user.id,
        { is_paid: false },
        expect.objectContaining({
          is_paid: true,
          trip_item_id: s.items[2]!.id,
          source: 'receipt',
        }),
      ],
    ]);
    const history = await callEndpoint(t, productsApi.history, {
      params: { id: s.goods[0]!.id },
      token: t.token,
    });
    expect(history.data.at(-1)).toMatchObject({
      action: 'paid',
      actor: { id: t.user.id },
      after: { is_paid: true },
    });
  });

  it('pays every line without a choice, leaves paid ones alone, and is idempotent', async () => {
    const s = await seedStatement(t, { date: '2026-11-16', paid: [false, true, false] });
    const first = await pay(bodyOf(s, '2026-11-16'));
    expect(first.data).toMatchObject({
      paid: 2,
      is_close: true,
      sums: { collected: 418525, due: 0 },
    });
    expect(await paidFlags(s)).toEqual([true, true, true]);
    expect((await paidAudit(s)).map((a) => a.entity_id)).toEqual([s.goods[0]!.id, s.goods[2]!.id]);
    const again = await pay(bodyOf(s, '2026-11-16'));
    expect(again.data).toMatchObject({ paid: 0, is_close: true });
    const chosenAgain = await pay(bodyOf(s, '2026-11-16', [s.items[1]!.id]));
    expect(chosenAgain.data.paid).toBe(0);
    expect(await paidAudit(s)).toHaveLength(2);
  });

  it('refuses a line of another receipt or an archived one (409 naming it), changing nothing', async () => {
    const s = await seedStatement(t, { date: '2026-11-17' });
    const other = await seedStatement(t, { date: '2026-11-17', car: s.car, full_name: 'Lê Khác' });
    const archived = await callEndpoint(t, transportLinesApi.archive, {
      params: { transport_id: s.items[1]!.id },
      token: t.token,
    });
    expect(archived.status).toBe(200);
    const foreign = [other.items[0]!.id, s.items[1]!.id];
    const res = await pay(bodyOf(s, '2026-11-17', [s.items[0]!.id, ...foreign]));
    expect(res.status).toBe(409);
    expect(res.message).toBe(`${NOT_ON_RECEIPT}: ${foreign.join(', ')}`);
    expect(res.data).toEqual({ transport_ids: foreign });
    expect(await paidFlags(s)).toEqual([false, false, false]);
    expect(await paidFlags(other)).toEqual([false, false, false]);
    expect(await paidAudit(s)).toEqual([]);
  });

  it('says which of the vehicle, the customer or the goods is missing', async () => {
    const s = await seedStatement(t, { date: '2026-11-18' });
    const body = bodyOf(s, '2026-11-18');
    const noCar = await pay({ ...body, car_id: 999999 });
    expect([noCar.status, noCar.message]).toEqual([404, CAR_NOT_FOUND]);
    const noCustomer = await pay({ ...body, customer_id: 999999 });
    expect([noCustomer.status, noCustomer.message]).toEqual([404, CUSTOMER_NOT_FOUND]);
    const noGoods = await pay({ ...body, datefrom: '2026-11-19' });
    expect([noGoods.status, noGoods.message]).toEqual([404, NOTHING_TO_PRINT]);
  });

  it('refuses bad input (400) and changes nothing', async () => {
    const s = await seedStatement(t, { date: '2026-11-20' });
    const body = bodyOf(s, '2026-11-20');
    const noCustomer = await pay({ car_id: s.car.id, datefrom: '2026-11-20' });
    expect([noCustomer.status, noCustomer.message]).toEqual([400, MISSING_CAR_OR_CUSTOMER]);
    const empty = await pay({ ...body, transport_ids: [] });
    expect([empty.status, empty.message]).toEqual([400, EMPTY_PAYMENT]);
    const badId = await pay({ ...body, transport_ids: ['abc'] });
    expect(badId.status).toBe(400);
    const badDate = await pay({ ...body, datefrom: '2026-02-30' });
    expect(badDate.status).toBe(400);
    expect(badDate.errors).toHaveProperty('datefrom');
    expect(await paidFlags(s)).toEqual([false, false, false]);
    const signedOut = await callEndpoint(t, receiptsApi.pay, { body });
    expect(signedOut.status).toBe(401);
  });
});
