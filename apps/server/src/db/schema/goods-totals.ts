import { bigint, integer, numeric, pgTable } from 'drizzle-orm/pg-core';
import { customers } from './customers';

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
  /** đồng of live allocations to the opening debt (customers.debt) (issue 19). */
  opening_paid: numeric('opening_paid', { precision: 20, scale: 0, mode: 'number' })
    .notNull()
    .default(0),
  /** đồng received and not allocated to anything yet: the customer's credit (issue 19). */
  credit: numeric('credit', { precision: 20, scale: 0, mode: 'number' }).notNull().default(0),
});
