/**
 * Where the money bench (bench/money.ts) works on the demo depot, and how it leaves the depot as
 * it found it. The vehicle is the demo's busiest (most lines), the second busiest takes the
 * moves; the date is a day of the bench's own, so that its payments, archives and restores never
 * touch a statement of the depot's: paying the depot's real lines or archiving them would change
 * its money for good. The bench makes that day busy itself: a base load of every customer's
 * goods, more lines than the demo's busiest day has (about 40), before the timed requests start.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import type { Send } from './money-server';

/** The bench's departure date: far from the demo's days, next to the goods bench's own. */
export const MONEY_DAY = '2099-12-30';

/** How many customers the workload serves: few, so that their statements are busy. */
const CUSTOMERS = 8;

export type MoneyScene = {
  carA: number;
  carB: number;
  customers: number[];
  /** Goods not on a vehicle of those customers, by customer: what pickups load. */
  goods: Map<number, number[]>;
  /** Their paid flag before the run, put back after it. */
  paidBefore: Map<number, boolean>;
  /** When the scene was picked: the payments made since by its customers are the run's. */
  startedAt: string;
};

/** Picks the vehicles, the customers with the most goods waiting, and those goods. */
export async function pickScene(db: Database): Promise<MoneyScene> {
  const cars = (
    await db.execute<{ car_id: number }>(sql`
      select t.car_id from trip_items i join trips t on t.id = i.trip_id
      where i.removed_at is null and t.archived_at is null
      group by 1 order by count(*) desc, 1 limit 2`)
  ).rows.map((r) => r.car_id);
  if (cars.length < 2) throw new Error('Kho mẫu cần ít nhất hai xe có chuyến');
  const rows = (
    await db.execute<{ id: number; customer_id: number; is_paid: boolean }>(sql`
      with busy as (
        select customer_id from products where not status and deleted_at is null
        group by 1 order by count(*) desc, 1 limit ${CUSTOMERS})
      select p.id, p.customer_id, p.is_paid from products p join busy using (customer_id)
      where not p.status and p.deleted_at is null order by p.id`)
  ).rows;
  const goods = new Map<number, number[]>();
  for (const r of rows) goods.set(r.customer_id, [...(goods.get(r.customer_id) ?? []), r.id]);
  if (goods.size === 0) throw new Error('Kho mẫu không có hàng chưa lên xe cho benchmark tiền');
  return {
    carA: cars[0]!,
    carB: cars[1]!,
    customers: [...goods.keys()],
    goods,
    paidBefore: new Map(rows.map((r) => [r.id, r.is_paid])),
    startedAt: new Date().toISOString(),
  };
}

/**
 * The day made busy before the timed run: `perCustomer` goods of each customer onto the busy
 * vehicle, half as many onto the other, taken off the front of each customer's list (the
 * workload's pickups take the rest).
 */
export async function baseLoad(send: Send, scene: MoneyScene, perCustomer: number) {
  for (const [customer, ids] of scene.goods) {
    const onA = ids.splice(0, Math.min(perCustomer, Math.floor(ids.length / 2)));
    const onB = ids.splice(0, Math.min(Math.ceil(perCustomer / 2), Math.floor(ids.length / 4)));
    for (const [car_id, products] of [
      [scene.carA, onA],
      [scene.carB, onB],
    ] as const) {
      if (products.length === 0) continue;
      const body = { car_id, datetime_from: MONEY_DAY, products, confirm_overload: true };
      const status = await send('POST', '/api/transports', body);
      if (status !== 200) throw new Error(`Lên xe ban đầu (khách ${customer}): ${status}`);
    }
  }
}

/**
 * Undoes the run, as the goods bench does with its pickups: the day's lines of both vehicles
 * go to the archive through the API (the goods are "not loaded" again, the trail says so),
 * then the day's trips, lines and kept totals are removed, so the archive tab does not fill
 * with the bench's lines; the goods get back the paid flag they had (by SQL: the kept totals
 * follow through their triggers); a VACUUM clears the row versions all this left.
 */
export async function undoScene(send: Send, db: Database, scene: MoneyScene) {
  for (const carId of [scene.carA, scene.carB]) {
    const day = `car_id=${carId}&date_from=${MONEY_DAY}&date_to=${MONEY_DAY}`;
    // The reason stays in the goods' history, which a person reads: in Vietnamese.
    const status = await send('DELETE', `/api/trips?${day}`, { reason: 'Đo hiệu năng (bench)' });
    if (status !== 200 && status !== 404) throw new Error(`DELETE /trips?${day}: ${status}`);
  }
  await db.transaction(async (tx) => {
    const benchTrips = sql`(select id from trips where datetime_from = ${MONEY_DAY})`;
    await tx.execute(sql`delete from trip_items where trip_id in ${benchTrips}`);
    await tx.execute(sql`delete from statement_totals where trip_id in ${benchTrips}`);
    await tx.execute(sql`delete from trip_totals where trip_id in ${benchTrips}`);
    await tx.execute(sql`delete from trips where datetime_from = ${MONEY_DAY}`);
    // The payments the run recorded (Thu tiền, the one-click Đã thu) are voided, their
    // allocations first: the triggers take their money back from the lines and the credit.
    const runPayments = sql`(select id from payments where created_at >= ${scene.startedAt}::timestamptz
      and customer_id = any(${sql.param(scene.customers)}::int[]) and voided_at is null)`;
    await tx.execute(sql`update payment_allocations set voided_at = now()
      where voided_at is null and payment_id in ${runPayments}`);
    await tx.execute(sql`update payments set voided_at = now(), void_reason = 'Đo hiệu năng (bench)'
      where id in ${runPayments}`);
    for (const paid of [true, false]) {
      const ids = [...scene.paidBefore].filter(([, p]) => p === paid).map(([id]) => id);
      await tx.execute(sql`
        update products set is_paid = ${paid}
        where id = any(${sql.param(ids)}::int[]) and is_paid <> ${paid}`);
    }
  });
  await db.execute(sql`vacuum (analyze) products, trip_items, trips`);
}

/**
 * PostgreSQL's own count of deadlocks in this database. Its statistics reach the view with a
 * delay (about a second): the caller waits before the reading after the run, and the snapshot
 * this session may keep is cleared first.
 */
export async function pgDeadlocks(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_stat_clear_snapshot()`);
    const [row] = (
      await tx.execute<{ deadlocks: string }>(sql`
        select deadlocks from pg_stat_database where datname = current_database()`)
    ).rows;
    return Number(row?.deadlocks ?? 0);
  });
}
