import { sql } from 'drizzle-orm';
import { bigint, check, integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
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

/**
 * What the live goods add up to per price and per quantity (`kind`), kept by a statement-level
 * trigger on products (migration 0025). The goods count with only a price or quantity filter
 * (`price > median`: half the depot) sums the values past the bound, a few thousand rows at
 * most, instead of the goods: its cost grows with the distinct prices, not with the goods.
 */
export const goodsValueTotals = pgTable(
  'goods_value_totals',
  {
    kind: varchar('kind', { length: 10 }).$type<'price' | 'quantity'>().notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    goods: integer('goods').notNull().default(0),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    total_weight: numeric('total_weight', { precision: 18, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    amount: numeric('amount', { precision: 20, scale: 0, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.value] }),
    check('goods_value_totals_kind_check', sql`${t.kind} in ('price', 'quantity')`),
  ],
);
