import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  addressColumnsOf,
  customerAddressColumns,
  customerAddressJoin,
  lateralCustomerAddress,
} from '../../db/customer-address';
import { customerAddresses } from '../../db/schema/customer-addresses';
import { customers, products, specifications, tripItems, trips } from '../../db/schema/index';
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

/** The customer columns with the units of the address, one level deep as Drizzle nests. */
const customerColumns = {
  customer: {
    id: customers.id,
    full_name: customers.full_name,
    phone: customers.phone,
    number_house: customers.number_house,
  },
  ...customerAddressColumns,
};

export async function findCustomer(db: Executor, customerId: number) {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .innerJoin(customerAddresses, customerAddressJoin)
    .where(and(eq(customers.id, customerId), isNull(customers.deleted_at)));
  return row;
}

/**
 * The live lines of a statement (or of every customer on the trip) with their customer, in one
 * round trip: by customer, then in loading order (the order the items were added).
 */
export async function statementLines(db: Executor, key: StatementKey) {
  const address = lateralCustomerAddress(db);
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
        paid_amount: products.paid_amount,
        freight_payer: products.freight_payer,
        suffix: products.suffix,
        year_create: products.year_create,
        month_create: products.month_create,
        order: products.order,
      },
      specification: { id: specifications.id, name: specifications.name },
      amount: sql<number>`${productAmountSql()}::bigint`.mapWith(Number),
      cod_amount: products.cod_amount,
      cod_paid: products.cod_paid,
      customer: customerColumns.customer,
      ...addressColumnsOf(address),
    })
    .from(tripItems)
    .innerJoin(trips, tripOfItem)
    .innerJoin(products, productOfItem)
    .innerJoin(customers, eq(customers.id, products.customer_id))
    .innerJoinLateral(address, sql`true`)
    .leftJoin(specifications, eq(specifications.id, products.specification_id))
    .where(statementWhere(key))
    .orderBy(asc(customers.id), asc(tripItems.added_at), asc(tripItems.id));
}

export type StatementLineRow = Awaited<ReturnType<typeof statementLines>>[number];

/**
 * The goods of a statement's live lines, not locked: the payment locks them in the lock order
 * (lib/lock-order.ts) and then reads the lines again.
 */
export async function statementProductIds(db: Executor, key: StatementKey): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(tripItems)
    .innerJoin(trips, tripOfItem)
    .innerJoin(products, productOfItem)
    .where(statementWhere(key))
    .orderBy(asc(products.id));
  return rows.map((r) => r.id);
}
