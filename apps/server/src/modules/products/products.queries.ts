import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addressColumns } from '../../db/location-columns';
import { softDeleted, touched } from '../../db/schema/columns';
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
import { listPage } from '../../lib/list-page';
import { PRODUCT_COUNT_CAP } from '@depot/shared/products/products.schema';
import { productAmountSql } from './product-amount.sql';
import { customerMatch, productWhere, type ProductFilters } from './product-filters.sql';

const live = isNull(products.deleted_at);

/**
 * The goods columns a reply shows (toProduct): not the folded search columns nor the flags of
 * other screens, whose reading and parsing a 60-row page would pay for nothing.
 */
const shownColumns = {
  id: products.id,
  customer_id: products.customer_id,
  name: products.name,
  price: products.price,
  quantity: products.quantity,
  total_weight: products.total_weight,
  price_type: products.price_type,
  is_total_money: products.is_total_money,
  is_paid: products.is_paid,
  status: products.status,
  datetime: products.datetime,
  product_type: products.product_type,
  product_parent_id: products.product_parent_id,
  year_create: products.year_create,
  month_create: products.month_create,
  order: products.order,
  suffix: products.suffix,
  created_by: products.created_by,
  created_at: products.created_at,
  updated_at: products.updated_at,
};

/** A goods line with its customer (address units as `{id, name, type}`), spec and live trip. */
const productColumns = {
  product: shownColumns,
  amount: sql<string>`${productAmountSql()}`,
  customer: {
    id: customers.id,
    full_name: customers.full_name,
    phone: customers.phone,
    number_house: customers.number_house,
  },
  ...addressColumns,
  specification: { id: specifications.id, name: specifications.name },
  trip: {
    trip_id: trips.id,
    car_id: cars.id,
    number_car: cars.number_car,
    datetime_from: trips.datetime_from,
  },
};

/** The ids of one page of goods, selected alone (see listProducts). */
type PageIds = ReturnType<typeof pageIds>;

/**
 * The joins of a goods row. Its trip is the live one: a live item (removed_at null) of a trip
 * not archived; the unique partial index on trip_items makes it at most one. Given `page`, only
 * its goods are read, joined first: the written join order is kept past join_collapse_limit.
 */
function selectProducts(db: Executor, total: SQL<number> = sql<number>`0`, page?: PageIds) {
  const from = db
    .select({ ...productColumns, total })
    .from(products)
    .$dynamic();
  return (page ? from.innerJoin(page, eq(page.id, products.id)) : from)
    .innerJoin(customers, eq(customers.id, products.customer_id))
    .innerJoin(provinces, eq(provinces.id, customers.province_id))
    .innerJoin(districts, eq(districts.id, customers.district_id))
    .innerJoin(wards, eq(wards.id, customers.ward_id))
    .leftJoin(specifications, eq(specifications.id, products.specification_id))
    .leftJoin(tripItems, and(eq(tripItems.product_id, products.id), isNull(tripItems.removed_at)))
    .leftJoin(trips, and(eq(trips.id, tripItems.trip_id), isNull(trips.archived_at)))
    .leftJoin(cars, eq(cars.id, trips.car_id));
}

/** Newest receive date first, then the newest line: served by products_live_list_idx. */
const newestFirst = [desc(products.datetime), desc(products.id)];

/** Up to this many customers matched by name or address are passed to the goods query by id. */
const CUSTOMER_IDS_CAP = 2000;

/**
 * The ids of the customers the customer filters match, when there are few enough to pass by id
 * (served by the customers' trigram and location indexes); undefined when there is no such
 * filter or too many match, where the goods query keeps a subquery.
 */
export async function matchingCustomerIds(
  db: Executor,
  filters: ProductFilters,
): Promise<number[] | undefined> {
  const match = customerMatch(filters);
  if (!match) return undefined;
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(match)
    .limit(CUSTOMER_IDS_CAP + 1);
  return rows.length > CUSTOMER_IDS_CAP ? undefined : rows.map((r) => r.id);
}

/** The WHERE of the goods list and count, the customer filters resolved first. */
export async function whereOf(db: Executor, filters: ProductFilters) {
  return productWhere(filters, await matchingCustomerIds(db, filters));
}

/**
 * The ids of a page of goods matching `where`, newest first: read from products alone, so a
 * deep page skips its offset in products_live_list_idx (index-only) instead of joining every
 * skipped line's customer, address and trip (page 5000 of the demo depot: 6.6 s → 66 ms).
 */
function pageIds(db: Executor, where: SQL | undefined, paged: number, limit: number) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset((paged - 1) * limit)
    .as('page');
}

/** One page of live goods and how many match (up to PRODUCT_COUNT_CAP, see listPage). */
export async function listProducts(
  db: Executor,
  filters: ProductFilters,
  { paged, limit }: { paged: number; limit: number },
) {
  const where = await whereOf(db, filters);
  const page = pageIds(db, where, paged, limit);
  return listPage(db, { table: products, where, paged, limit, cap: PRODUCT_COUNT_CAP }, (total) =>
    selectProducts(db, total, page).orderBy(...newestFirst),
  );
}

export async function findProductById(db: Executor, id: number) {
  const [row] = await selectProducts(db)
    .where(and(eq(products.id, id), live))
    .limit(1);
  return row;
}
export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProductById>>>;

/** A customer's live goods, newest first. */
export async function listCustomerProducts(db: Executor, customerId: number) {
  return selectProducts(db)
    .where(and(eq(products.customer_id, customerId), live))
    .orderBy(...newestFirst);
}

/** Whether a product row exists at all, deleted or not (its history outlives it). */
export async function productExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return rows.length > 0;
}

/**
 * Locks a live goods row until the transaction ends and returns it as stored. Loading goods
 * onto a vehicle inserts a trip item referencing it (a KEY SHARE lock, which this blocks), so
 * the "on a vehicle?" check that follows stays true until the change commits.
 */
export async function lockLiveProduct(tx: Executor, id: number) {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, id), live))
    .for('update');
  return row;
}
export type StoredProduct = NonNullable<Awaited<ReturnType<typeof lockLiveProduct>>>;

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

/**
 * Whether the customer is live, holding a KEY SHARE lock on it: a customer delete (FOR UPDATE)
 * then waits for this transaction, or, if it came first, this check sees the customer gone.
 */
export async function lockLiveCustomer(tx: Executor, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deleted_at)))
    .for('key share');
  return rows.length > 0;
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
