import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { LockedGoods } from '../../lib/lock-order';
import { softDeleted, touched } from '../../db/schema/columns';
import {
  cars,
  customers,
  paymentAllocations,
  products,
  specifications,
  tripItems,
  trips,
} from '../../db/schema/index';

/** The writes of goods and the checks before them; the reads are in products-read.queries.ts. */
const live = isNull(products.deleted_at);

/** Whether a product row exists at all, deleted or not (its history outlives it). */
export async function productExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return rows.length > 0;
}

/** A goods row as stored, locked in the lock order by lockForGoodsChange (lib/lock-order.ts). */
export type StoredProduct = LockedGoods;

/** The vehicle and date of the goods' live trip, if they are on one. */
export async function findLiveTrip(db: Executor, productId: number) {
  const [row] = await db
    .select({ trip_id: trips.id, number_car: cars.number_car, datetime_from: trips.datetime_from })
    .from(tripItems)
    .innerJoin(trips, and(eq(trips.id, tripItems.trip_id), isNull(trips.archived_at)))
    .innerJoin(cars, eq(cars.id, trips.car_id))
    .where(and(eq(tripItems.product_id, productId), isNull(tripItems.removed_at)))
    .limit(1);
  return row;
}

/** Whether the customer exists and is not deleted (a plain read, no lock). */
export async function customerIsLive(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deleted_at)));
  return rows.length > 0;
}

export async function specificationExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: specifications.id })
    .from(specifications)
    .where(eq(specifications.id, id));
  return rows.length > 0;
}

export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'name_folded' | 'product_type_folded' | 'created_at' | 'updated_at' | 'deleted_at'
>;

export async function insertProduct(db: Executor, values: ProductValues): Promise<number> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

/** Updates a live goods row (never its code's year, month and order). */
export async function updateProduct(
  db: Executor,
  id: number,
  values: Partial<Omit<ProductValues, 'year_create' | 'month_create' | 'order'>>,
): Promise<void> {
  await db
    .update(products)
    .set({ ...values, ...touched() })
    .where(and(eq(products.id, id), live));
}

export async function softDeleteProduct(db: Executor, id: number): Promise<void> {
  await db
    .update(products)
    .set(softDeleted())
    .where(and(eq(products.id, id), live));
}

/**
 * The `Đã thu` mark of lines of 0 đ, which owe nothing: money never moves for them, the flag is
 * all there is (products_paid_check lets such a line keep either).
 */
export async function setZeroLineFlags(db: Executor, ids: number[], isPaid: boolean) {
  if (ids.length === 0) return;
  await db
    .update(products)
    .set({ is_paid: isPaid, ...touched() })
    .where(inArray(products.id, ids));
}

/** Each line's collected money set to what its live payment allocations say. */
export async function setPaidToAllocated(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(products)
    .set({
      paid_amount: sql`coalesce((select sum(${paymentAllocations.amount}) from ${paymentAllocations}
        where ${paymentAllocations.product_id} = ${products.id}
          and ${paymentAllocations.voided_at} is null), 0)`,
      ...touched(),
    })
    .where(inArray(products.id, ids));
}

/** On a vehicle (true) or back in the depot (false): the goods list's loaded flag. */
export async function setLoadedFlags(db: Executor, ids: number[], status: boolean): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(products)
    .set({ status, ...touched() })
    .where(inArray(products.id, ids));
}

/** The branch goods are bound for (`Chi nhánh nhận`). */
export async function setDestinations(db: Executor, ids: number[], branchId: number) {
  if (ids.length === 0) return;
  await db
    .update(products)
    .set({ destination_branch_id: branchId, ...touched() })
    .where(inArray(products.id, ids));
}
