import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cars, customers, products, tripItems, trips } from '../../db/schema/index';

/** What a scan reads before it acts: the goods of a code, their customer and where they are. */

export type CodeKey = { year_create: number; month_create: number; order: number };

/**
 * The goods of a code (deleted ones too, so the scan can say so), through the unique code index
 * (year, month, order), with their customer's name and their live line on a live trip, if any.
 * Read without locks: the load and the unload lock and check again in the lock order.
 */
export async function goodsByCode(db: Executor, key: CodeKey) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      year_create: products.year_create,
      month_create: products.month_create,
      order: products.order,
      suffix: products.suffix,
      quantity: products.quantity,
      total_weight: products.total_weight,
      deleted_at: products.deleted_at,
      customer: customers.full_name,
      item_id: tripItems.id,
      trip_id: trips.id,
      car_id: trips.car_id,
      number_car: cars.number_car,
      datetime_from: trips.datetime_from,
    })
    .from(products)
    .innerJoin(customers, eq(customers.id, products.customer_id))
    .leftJoin(tripItems, and(eq(tripItems.product_id, products.id), isNull(tripItems.removed_at)))
    .leftJoin(trips, and(eq(trips.id, tripItems.trip_id), isNull(trips.archived_at)))
    .leftJoin(cars, eq(cars.id, trips.car_id))
    .where(
      and(
        eq(products.year_create, key.year_create),
        eq(products.month_create, key.month_create),
        eq(products.order, key.order),
      ),
    )
    .limit(1);
  return row;
}
export type CodedGoods = NonNullable<Awaited<ReturnType<typeof goodsByCode>>>;
