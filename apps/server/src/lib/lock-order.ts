import { and, asc, between, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { cars, customers, payments, products, tripItems, trips } from '../db/schema/index';
import { ConflictError } from '../errors';
import type { Context } from './context';

/**
 * THE LOCK ORDER of every money transaction (docs/architecture.md, "The lock order"):
 *
 *   cars (KEY SHARE) → customers → trips → goods → trip items → payments   (each by ascending id)
 *
 * Every row lock of the server is taken by a helper of this file or, for the few rows locked
 * alone outside any money transaction, of row-locks.ts; lock-order.test.ts fails on a lock
 * taken anywhere else. A car is held with KEY SHARE only (a trip about to point at it must
 * not see it deleted), which blocks no other lock of the order. Payments come last: a payment's
 * money is moved only by the holder of the goods (or the opening debt's customer) it pays.
 *
 * The kept totals follow their parents: a goods change fires triggers that update
 * customer_goods_totals (a child of the customer) and trip_totals / statement_totals (children of
 * the trip). A writer that holds the parents first never waits on a child another writer holds
 * while that writer waits on it: no circle, so no deadlock.
 *
 * Goods come before their trip items: a line is written (loaded, moved, archived, restored) only
 * by the holder of its goods row. So the unique live line of a goods is never contended (no two
 * writers can wait on each other's index entry), and the totals triggers of a line read a goods
 * row nobody else can change meanwhile: a payment racing a pickup of the same goods cannot leave
 * the statement's kept "collected" behind (seen under load when lines came before goods).
 * All locks here are FOR NO KEY UPDATE, so the foreign-key checks of inserts (KEY SHARE) pass.
 *
 * A step may be skipped (a pickup changes no customer's figures, so it locks no customer), but
 * never taken after a later one.
 */

export const TRIP_CHANGED = 'Bảng kê vừa được người khác thay đổi, vui lòng tải lại rồi thử lại';

function ascendingUnique(ids: Iterable<number>): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** Step 1: the customers whose figures change (opening debt, goods totals). */
export async function lockCustomers(db: Executor, ids: Iterable<number>): Promise<number[]> {
  const wanted = ascendingUnique(ids);
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(inArray(customers.id, wanted))
    .orderBy(asc(customers.id))
    .for('no key update');
  return rows.map((r) => r.id);
}

export const tripLockColumns = {
  id: trips.id,
  car_id: trips.car_id,
  datetime_from: trips.datetime_from,
  archived_at: trips.archived_at,
};
export type TripLock = {
  id: number;
  car_id: number;
  datetime_from: string;
  archived_at: Date | null;
};

/** Step 2: trips, whatever their state (the caller checks archived_at under the lock). */
export async function lockTrips(db: Executor, ids: Iterable<number>): Promise<TripLock[]> {
  const wanted = ascendingUnique(ids);
  if (wanted.length === 0) return [];
  return db
    .select(tripLockColumns)
    .from(trips)
    .where(inArray(trips.id, wanted))
    .orderBy(asc(trips.id))
    .for('no key update');
}

/** Step 2, by day: every trip of a vehicle on a date, archived ones included (a restore). */
export async function lockTripsOfDay(db: Executor, carId: number, date: string) {
  return db
    .select(tripLockColumns)
    .from(trips)
    .where(and(eq(trips.car_id, carId), eq(trips.datetime_from, date)))
    .orderBy(asc(trips.id))
    .for('no key update');
}

/** Step 2, by dates: the live trips of a vehicle in a date range (an archive). */
export async function lockLiveTrips(
  db: Executor,
  { carId, dateFrom, dateTo }: { carId: number; dateFrom: string; dateTo: string },
): Promise<TripLock[]> {
  return db
    .select(tripLockColumns)
    .from(trips)
    .where(
      and(
        eq(trips.car_id, carId),
        between(trips.datetime_from, dateFrom, dateTo),
        isNull(trips.archived_at),
      ),
    )
    .orderBy(asc(trips.id))
    .for('no key update');
}

/** Step 3: goods rows, deleted ones included (callers name or refuse them). */
export async function lockGoods(db: Executor, ids: Iterable<number>) {
  const wanted = ascendingUnique(ids);
  if (wanted.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(inArray(products.id, wanted))
    .orderBy(asc(products.id))
    .for('no key update');
}
export type LockedGoods = Awaited<ReturnType<typeof lockGoods>>[number];

/** Step 5: payment rows, after the goods and lines whose money they hold. */
export async function lockPayments(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(inArray(payments.id, ids))
    .orderBy(asc(payments.id))
    .for('no key update');
}

/**
 * Step 0: a vehicle a trip is about to point at, KEY SHARE: it cannot be deleted meanwhile,
 * and other loads or an edit of the car are not held back. The row, or undefined.
 */
export async function shareCar(db: Executor, id: number) {
  const [row] = await db.select().from(cars).where(eq(cars.id, id)).limit(1).for('key share');
  return row;
}

/**
 * Step 1 for a new goods row: whether its customer is live, holding KEY SHARE on it. A customer
 * delete (lockCustomerForDelete, FOR UPDATE) then waits for this transaction, or, if it came
 * first, this check sees the customer gone.
 */
export async function shareLiveCustomer(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deleted_at)))
    .for('key share');
  return rows.length > 0;
}

/** Where goods are now: their customer and their live line on a live trip, if any. */
async function holdersOf(db: Executor, ids: number[]) {
  const rows = await db
    .select({
      id: products.id,
      customer_id: products.customer_id,
      payer_id: products.payer_id,
      trip_id: trips.id,
      item_id: tripItems.id,
    })
    .from(products)
    .leftJoin(tripItems, and(eq(tripItems.product_id, products.id), isNull(tripItems.removed_at)))
    .leftJoin(trips, and(eq(trips.id, tripItems.trip_id), isNull(trips.archived_at)))
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
export type Holder = {
  customer_id: number;
  /** Who owes the freight: the customer, or the sender who pays it (docs/payments.md). */
  payer_id: number;
  trip_id: number | null;
  item_id: number | null;
};

/** The customers a change of these goods' money locks: see lockForGoodsChange's `customers`. */
function customersOf(h: Holder, which: boolean | 'payers' | undefined): number[] {
  return which === 'payers' ? [h.payer_id] : [h.customer_id, h.payer_id];
}

/** Thrown inside the savepoint when goods moved before their lock: the attempt is undone. */
const MOVED_MEANWHILE = Symbol('moved meanwhile');

/**
 * Locks, in the one order, everything a change of these goods' money touches: their customers
 * and the senders who pay their freight (with `customers`, plus `alsoCustomers`), their live
 * trips (plus `alsoTrips`), then the goods.
 * Where the goods are is read first without locks; once the goods are locked nobody can move
 * them, so it is read again: if a goods row changed customer or trip in between, the attempt is
 * rolled back to its savepoint (which releases its locks) and taken again from the start.
 */
export async function lockForGoodsChange(
  ctx: Context,
  productIds: number[],
  options: {
    /**
     * true: the goods' customers and payers; 'payers': only who pays their freight, for a change
     * of their money alone (credit applied), which moves no row of the receivers.
     */
    customers?: boolean | 'payers';
    alsoCustomers?: number[];
    alsoTrips?: number[];
  } = {},
): Promise<{ goods: LockedGoods[]; holders: Map<number, Holder>; trips: TripLock[] }> {
  const ids = ascendingUnique(productIds);
  for (let attempt = 0; attempt < 5; attempt++) {
    const seen = await holdersOf(ctx.db, ids);
    try {
      return await ctx.db.transaction(async (sp) => {
        const customerIds = options.customers
          ? [
              ...[...seen.values()].flatMap((h) => customersOf(h, options.customers)),
              ...(options.alsoCustomers ?? []),
            ]
          : [];
        const lockedCustomers = new Set(await lockCustomers(sp, customerIds));
        const tripIds = [...seen.values()].flatMap((h) => (h.trip_id ? [h.trip_id] : []));
        const lockedTrips = await lockTrips(sp, [...tripIds, ...(options.alsoTrips ?? [])]);
        const goods = await lockGoods(sp, ids);
        const now = await holdersOf(sp, ids);
        const tripSet = new Set(lockedTrips.map((t) => t.id));
        for (const h of now.values()) {
          if (h.trip_id !== null && !tripSet.has(h.trip_id)) throw MOVED_MEANWHILE;
          const held = customersOf(h, options.customers);
          if (options.customers && held.some((c) => !lockedCustomers.has(c))) {
            throw MOVED_MEANWHILE;
          }
        }
        return { goods, holders: now, trips: lockedTrips };
      });
    } catch (error) {
      if (error !== MOVED_MEANWHILE) throw error;
    }
  }
  throw new ConflictError(TRIP_CHANGED);
}
