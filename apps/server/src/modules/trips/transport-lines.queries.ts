import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cars, customers, products, specifications, tripItems, trips } from '../../db/schema/index';
import { productAmountSql } from '../products/product-amount.sql';
import {
  carColumns,
  figureColumns,
  lineWhere,
  productOfItem,
  tripOfItem,
  type LineFilters,
  type Paging,
} from './trips.queries';

/** The figures of every line matching (the footer of the statement), and how many there are. */
export async function lineTotals(db: Executor, filters: LineFilters) {
  const [row] = await db
    .select({
      ...figureColumns,
      quantity: sql<number>`coalesce(sum(${products.quantity}), 0)::bigint`.mapWith(Number),
    })
    .from(tripItems)
    .innerJoin(trips, tripOfItem)
    .innerJoin(products, productOfItem)
    .where(lineWhere(filters));
  return row!;
}

/**
 * One page of goods lines (trip items): newest date first, then by customer name, then by
 * product code, as a statement reads.
 */
export async function listLines(db: Executor, filters: LineFilters, { paged, limit }: Paging) {
  return db
    .select({
      id: tripItems.id,
      trip_id: trips.id,
      datetime_from: trips.datetime_from,
      removed_at: tripItems.removed_at,
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
      car: carColumns,
      customer: { id: customers.id, full_name: customers.full_name },
    })
    .from(tripItems)
    .innerJoin(trips, tripOfItem)
    .innerJoin(products, productOfItem)
    .innerJoin(cars, eq(cars.id, trips.car_id))
    .innerJoin(customers, eq(customers.id, products.customer_id))
    .leftJoin(specifications, eq(specifications.id, products.specification_id))
    .where(lineWhere(filters))
    .orderBy(
      desc(trips.datetime_from),
      asc(customers.full_name),
      asc(customers.id),
      asc(products.year_create),
      asc(products.month_create),
      asc(products.order),
      asc(tripItems.id),
    )
    .limit(limit)
    .offset((paged - 1) * limit);
}

export type LineRow = Awaited<ReturnType<typeof listLines>>[number];
