import { bigint, integer, numeric, pgTable } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { trips } from './goods';

/**
 * What each customer's live goods add up to, kept by a trigger on products (migration 0010) in
 * the transaction of every insert, edit and delete of goods. The goods count without goods
 * filters (the whole list, or a customer name or address) sums these few thousand rows instead
 * of reading 500 000 goods, and a customer's outstanding debt is one row, not their goods.
 */
export const customerGoodsTotals = pgTable('customer_goods_totals', {
  customer_id: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  goods: integer('goods').notNull().default(0),
  quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
  total_weight: numeric('total_weight', { precision: 18, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  /** đồng, productAmountSql() of each line. */
  amount: numeric('amount', { precision: 20, scale: 0, mode: 'number' }).notNull().default(0),
  /** đồng, the amounts of the unpaid lines: with customers.debt, the outstanding debt (decision 6). */
  unpaid_amount: numeric('unpaid_amount', { precision: 20, scale: 0, mode: 'number' })
    .notNull()
    .default(0),
});

/**
 * What the live goods on each trip add up to, kept by triggers on trip_items and products
 * (migration 0011) in the transaction of every load, removal, archive, restore, paid flag and
 * price change. The dashboard sums a month's trips (a few thousand rows) instead of joining the
 * month's goods line by line (a month of the demo depot is ~14 000 lines: 200–300 ms).
 */
export const tripGoodsTotals = pgTable('trip_goods_totals', {
  trip_id: integer('trip_id')
    .primaryKey()
    .references(() => trips.id),
  goods: integer('goods').notNull().default(0),
  total_weight: numeric('total_weight', { precision: 18, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  /** đồng, productAmountSql() of each live line. */
  amount: numeric('amount', { precision: 20, scale: 0, mode: 'number' }).notNull().default(0),
  /** đồng, the amounts of the paid lines. */
  collected: numeric('collected', { precision: 20, scale: 0, mode: 'number' }).notNull().default(0),
});
