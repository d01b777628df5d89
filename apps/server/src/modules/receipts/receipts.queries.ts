import { and, asc, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addressColumns } from '../../db/location-columns';
import { touched } from '../../db/schema/columns';
import {
  cars,
  customers,
  districts,
  products,
  provinces,
  specifications,
  tripItems,
  trips,
  wards,
} from '../../db/schema/index';
import { productAmountSql } from '../products/product-amount.sql';

/** Whose lines a receipt reads: a vehicle's live trip of one date, one customer or all. */
export type StatementKey = { carId: number; date: string; customerId?: number };

/**
 * A statement's live lines: on the vehicle's live (not archived) trip of that date, not removed
 * from it, goods not deleted; as the statement list reads them.
 */
function statementWhere(key: StatementKey) {
  return and(
    eq(trips.car_id, key.carId),
    eq(trips.datetime_from, key.date),
    isNull(trips.archived_at),
    isNull(tripItems.removed_at),
    isNull(products.deleted_at),
    key.customerId === undefined ? undefined : eq(products.customer_id, key.customerId),
  );
}

const tripOfItem = eq(trips.id, tripItems.trip_id);
const productOfItem = eq(products.id, tripItems.product_id);

/** The vehicle as a statement carries it; `total_weight` is its capacity in kg. */
const carColumns = {
  id: cars.id,
  number_car: cars.number_car,
  driver_name: cars.driver_name,
  total_weight: cars.total_weight,
};

export async function findCar(db: Executor, carId: number) {
  const [row] = await db.select(carColumns).from(cars).where(eq(cars.id, carId));
  return row;
}

/** The customer columns with the units of the address, one level deep as Drizzle nests. */
const customerColumns = {
  customer: {
    id: customers.id,
    full_name: customers.full_name,
    phone: customers.phone,
    number_house: customers.number_house,
  },
  ...addressColumns,
};

export async function findCustomer(db: Executor, customerId: number) {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .innerJoin(provinces, eq(provinces.id, customers.province_id))
    .innerJoin(districts, eq(districts.id, customers.district_id))
    .innerJoin(wards, eq(wards.id, customers.ward_id))
    .where(and(eq(customers.id, customerId), isNull(customers.deleted_at)));
  return row;
}

/**
 * The live lines of a statement (or of every customer on the trip) with their customer, in one
 * round trip: by customer, then in loading order (the order the items were added).
 */
export async function statementLines(db: Executor, key: StatementKey) {
  return db
    .select({
      id: tripItems.id,
      product: {
        id: products.id,
        name: products.name,
        price: products.price,
        quantity: products.quantity,
        total_weight: products.total_weight,
        price_type: products.price_type,
        is_total_money: products.is_total_money,
        is_paid: products.is_paid,
        suffix: products.suffix,
        year_create: products.year_create,
        month_create: products.month_create,
        order: products.order,
      },
      specification: { id: specifications.id, name: specifications.name },
      amount: sql<number>`${productAmountSql()}::bigint`.mapWith(Number),
      ...customerColumns,
    })
    .from(tripItems)
    .innerJoin(trips, tripOfItem)
    .innerJoin(products, productOfItem)
    .innerJoin(customers, eq(customers.id, products.customer_id))
    .innerJoin(provinces, eq(provinces.id, customers.province_id))
    .innerJoin(districts, eq(districts.id, customers.district_id))
    .innerJoin(wards, eq(wards.id, customers.ward_id))
    .leftJoin(specifications, eq(specifications.id, products.specification_id))
    .where(statementWhere(key))
    .orderBy(asc(customers.id), asc(tripItems.added_at), asc(tripItems.id));
}

export type StatementLineRow = Awaited<ReturnType<typeof statementLines>>[number];

/**
 * Locks the goods rows of a statement's live lines (the paid toggle and archiving take the same
 * row locks), so a payment and a toggle or an archive of the same goods apply one after the
 * other. The caller reads the lines again once it holds the locks.
 */
export async function lockStatementProducts(db: Executor, key: StatementKey): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(tripItems)
    .innerJoin(trips, tripOfItem)
    .innerJoin(products, productOfItem)
    .where(statementWhere(key))
    .orderBy(asc(products.id))
    .for('update', { of: products });
  return rows.map((r) => r.id);
}

/** Marks the goods paid; those already paid are left as they are. */
export async function markPaid(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return;
  await db
    .update(products)
    .set({ is_paid: true, ...touched() })
    .where(and(inArray(products.id, productIds), not(products.is_paid)));
}
