import { and, asc, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { tripItems, trips } from '../src/db/schema/index';
import { buildCar, buildCustomer, buildProducts } from './factories';

// The scenario of the money race test (docs/decisions/0014-one-owner-per-table.md, docs/decisions/0001-payments-are-records.md), apart from how its requests travel:
// in one process through app.inject (money-concurrency.test.ts) or split across two server
// processes on one database (two-servers/). ~50 money requests of every kind fired at once at
// one vehicle and date: none may fail with 5xx, two pickups of the same goods have exactly one
// winner, and the caller then holds every figure equal to a recount.

export const DAY = '2019-03-14';

export type Reply = { status: number; body: { message?: string } };
export type Send = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) => Promise<Reply>;

/** Fisher–Yates with a fixed seed, so a failing round can be run again as it was. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The burst on `db`, its requests sent by `send`; `setUp` first, then `round(0)`, `round(1)`… */
export function moneyBurst(db: Database, send: Send) {
  let carA: number;
  let carB: number;
  let customers: number[];

  type Shot = { kind: string; run: () => Promise<Reply> };

  const pickup = (carId: number, ids: number[]) =>
    send('POST', '/api/transports', {
      car_id: carId,
      datetime_from: DAY,
      products: ids,
      confirm_overload: true,
    });

  async function liveItems(carId: number) {
    return db
      .select({ id: tripItems.id, product_id: tripItems.product_id })
      .from(tripItems)
      .innerJoin(trips, eq(trips.id, tripItems.trip_id))
      .where(
        and(
          eq(trips.car_id, carId),
          eq(trips.datetime_from, DAY),
          isNull(trips.archived_at),
          isNull(tripItems.removed_at),
        ),
      )
      .orderBy(asc(tripItems.id));
  }

  /**
   * Fresh goods for the round: 12 a customer, priced by weight, by package or as a total; two of
   * them (one loaded at once, one paid before loading) have their freight paid by the next
   * customer as sender (docs/payments.md, "Who pays the freight").
   */
  async function freshGoods() {
    const ids: number[][] = [];
    for (const [c, customer_id] of customers.entries()) {
      const sender_id = customers[(c + 1) % customers.length]!;
      const rows = await buildProducts(db, 12, (i) => ({
        customer_id,
        price: 1000 + 250 * i,
        total_weight: 3 + i,
        quantity: 1 + (i % 3),
        price_type: i % 3 === 0 ? 'package' : 'weight',
        is_total_money: i % 4 === 3,
        ...(i === 7 || i === 9 ? { sender_id, freight_payer: 'sender' as const } : {}),
      }));
      ids.push(rows.map((r) => r.id));
    }
    return ids;
  }

  /** The burst of one round: every money action of the depot, on the same vehicle and date. */
  async function shotsOf(
    round: number,
    goods: number[][],
  ): Promise<{ shots: Shot[]; pairs: number }> {
    const shots: Shot[] = [];
    const onA = await liveItems(carA);
    const onB = await liveItems(carB);
    // Goods 0–3 of each customer: one pickup each onto A; 4–5: two pickups want them (A and B).
    for (const mine of goods) {
      shots.push({ kind: 'pickup', run: () => pickup(carA, mine.slice(0, 2)) });
      shots.push({ kind: 'pickup', run: () => pickup(carA, mine.slice(2, 4)) });
    }
    // Not of the customer whose lines on B go to the archive in this burst: an archive between
    // the two pickups would rightly let both through.
    const contested = goods.filter((_, c) => c !== round % 3).map((mine) => mine.slice(4, 6));
    contested.forEach((ids, n) => {
      shots.push({ kind: `contested-${n}`, run: () => pickup(carA, ids) });
      shots.push({ kind: `contested-${n}`, run: () => pickup(carB, [...ids].reverse()) });
    });
    // Goods 6–7: marked paid before they are loaded, and loaded onto B meanwhile.
    for (const mine of goods) {
      shots.push({
        kind: 'patch',
        run: () => send('PATCH', `/api/products/${mine[6]}`, { is_paid: true }),
      });
      shots.push({ kind: 'pickup', run: () => pickup(carB, mine.slice(6, 8)) });
      shots.push({
        kind: 'patch',
        run: () => send('PATCH', `/api/products/${mine[7]}`, { is_paid: true }),
      });
    }
    // Lines already on A from earlier rounds: toggles, payments, moves, removals, archives.
    onA.forEach((line, i) => {
      if (i % 5 === 0) {
        shots.push({
          kind: 'toggle',
          run: () => send('PATCH', `/api/transport/${line.id}/paid`, { is_paid: i % 2 === 0 }),
        });
      } else if (i % 5 === 1) {
        shots.push({
          kind: 'patch',
          run: () => send('PATCH', `/api/products/${line.product_id}`, { is_paid: i % 3 !== 0 }),
        });
      } else if (i % 5 === 2 && i < 30) {
        shots.push({
          kind: 'move',
          run: () =>
            send('POST', '/api/transport/move', {
              products: [line.product_id],
              car_id: carB,
              datetime_from: DAY,
              confirm_overload: true,
            }),
        });
      } else if (i % 5 === 3 && i < 30) {
        shots.push({ kind: 'remove', run: () => send('DELETE', `/api/transport/${line.id}`) });
      }
    });
    for (const customer_id of customers) {
      // Thu tiền at the counter (docs/decisions/0001-payments-are-records.md): opening debt, then the oldest lines, whatever they are.
      shots.push({
        kind: 'payment',
        run: () => send('POST', '/api/payments', { customer_id, amount: 7_000 + 1_000 * round }),
      });
      const key = { car_id: carA, customer_id };
      shots.push({
        kind: 'pay',
        run: () => send('POST', '/api/transport/pay', { ...key, datefrom: DAY }),
      });
      shots.push({
        kind: 'debt',
        run: () =>
          send('PUT', '/api/debt/paid', { ...key, datetime_from: DAY, is_paid: round % 2 === 0 }),
      });
    }
    // B's lines of one customer go to the archive; A's archived lines of another come back.
    if (onB.length > 0) {
      shots.push({
        kind: 'archive',
        run: () =>
          send(
            'DELETE',
            `/api/trips?car_id=${carB}&date_from=${DAY}&date_to=${DAY}&customer_id=${customers[round % 3]}`,
          ),
      });
    }
    shots.push({
      kind: 'restore',
      run: () =>
        send('POST', '/api/trips/restore', {
          car_id: carA,
          datetime_from: DAY,
          customer_id: customers[(round + 1) % 3],
        }),
    });
    return { shots, pairs: contested.length };
  }

  return {
    /** Two roomy vehicles and three customers, one of them with an opening debt. */
    async setUp() {
      carA = (await buildCar(db, { total_weight: 1_000_000 })).id;
      carB = (await buildCar(db, { total_weight: 1_000_000 })).id;
      customers = [];
      for (let i = 0; i < 3; i++) customers.push((await buildCustomer(db, { debt: 5000 * i })).id);
    },
    /** What the figures must be recounted over (money-figures.ts). */
    scope: () => ({ carIds: [carA, carB], date: DAY, customerIds: customers }),
    /** One round: lines on A (some archived), then the burst at once; its replies checked. */
    async round(round: number) {
      const goods = await freshGoods();
      for (const mine of goods) expect((await pickup(carA, mine.slice(8, 12))).status).toBe(200);
      for (const line of (await liveItems(carA)).slice(-3)) {
        expect((await send('DELETE', `/api/transport/${line.id}`)).status).toBe(200);
      }
      const { shots, pairs } = await shotsOf(round, goods);
      expect(shots.length).toBeGreaterThanOrEqual(30);
      const order = shuffled(shots, round + 1);
      const replies = await Promise.all(order.map((s) => s.run()));
      const failures = replies
        .map((r, i) => ({ kind: order[i]!.kind, status: r.status, message: r.body.message }))
        .filter((r) => r.status >= 500);
      expect(failures, `round ${round}`).toEqual([]);
      for (let n = 0; n < pairs; n++) {
        const statuses = replies.filter((_, i) => order[i]!.kind === `contested-${n}`);
        expect(statuses.map((r) => r.status).sort(), `round ${round} pair ${n}`).toEqual([
          200, 409,
        ]);
      }
      // Refusals are the named ones a clerk can act on, never an unexplained error.
      for (const r of replies) expect([200, 404, 409]).toContain(r.status);
    },
  };
}
