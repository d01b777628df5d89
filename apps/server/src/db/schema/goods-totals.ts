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
  /** đồng, the amounts of the unpaid lines: with customers.debt, the outstanding debt (docs/domain.md). */
  unpaid_amount: numeric('unpaid_amount', { precision: 20, scale: 0, mode: 'number' })
    .notNull()
    .default(0),
  /** đồng of live allocations to the opening debt (customers.debt) (docs/decisions/0001-payments-are-records.md). */
  opening_paid: numeric('opening_paid', { precision: 20, scale: 0, mode: 'number' })
    .notNull()
    .default(0),
  /** đồng received and not allocated to anything yet: the customer's credit (docs/decisions/0001-payments-are-records.md). */
  credit: numeric('credit', { precision: 20, scale: 0, mode: 'number' }).notNull().default(0),
});

/**
 * What goods_value_totals keeps totals per; the weight in hundredths of a kg, the receive day as
 * its number since 1970-01-01.
 */
export type GoodsValueKind = 'price' | 'quantity' | 'weight' | 'amount' | 'day';

/**
 * What the live goods add up to per price and per quantity (`kind`), kept by a statement-level
 * trigger on products (migration 0025), and per weight (`value` in hundredths of a kg) and per
 * amount (đồng) since migration 0030, and per receive day since 0061 (a deep page of the list
 * skips whole days). The goods count with only a price or quantity filter
 * (`price > median`: half the depot) sums the values past the bound, a few thousand rows at
 * most, instead of the goods: its cost grows with the distinct prices, not with the goods.
 */
export const goodsValueTotals = pgTable(
  'goods_value_totals',
  {
    kind: varchar('kind', { length: 10 }).$type<GoodsValueKind>().notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    /** The goods' two ends (migration 0057): a branch sums the pairs it is an end of. */
    origin_branch_id: integer('origin_branch_id').notNull(),
    destination_branch_id: integer('destination_branch_id').notNull(),
    goods: integer('goods').notNull().default(0),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    total_weight: numeric('total_weight', { precision: 18, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    amount: numeric('amount', { precision: 20, scale: 0, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'goods_value_totals_pk',
      columns: [t.kind, t.value, t.origin_branch_id, t.destination_branch_id],
    }),
    check(
      'goods_value_totals_kind_check',
      sql`${t.kind} in ('price', 'quantity', 'weight', 'amount', 'day')`,
    ),
  ],
);

/**
 * The weight and amount rows of goods_value_totals summed per bucket of three significant
 * digits (SQL goods_value_bucket(), migration 0030, the trigger's only copy of the rule): a
 * count past a bound reads the whole buckets past it (≤ 3 694 on 2 000 000 goods) and the
 * exact values of the one bucket the bound cuts, instead of 400 000 distinct amounts.
 */
export const goodsValueBuckets = pgTable(
  'goods_value_buckets',
  {
    kind: varchar('kind', { length: 10 }).$type<'weight' | 'amount'>().notNull(),
    bucket: bigint('bucket', { mode: 'number' }).notNull(),
    origin_branch_id: integer('origin_branch_id').notNull(),
    destination_branch_id: integer('destination_branch_id').notNull(),
    goods: integer('goods').notNull().default(0),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    total_weight: numeric('total_weight', { precision: 18, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    amount: numeric('amount', { precision: 20, scale: 0, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'goods_value_buckets_pk',
      columns: [t.kind, t.bucket, t.origin_branch_id, t.destination_branch_id],
    }),
    check('goods_value_buckets_kind_check', sql`${t.kind} in ('weight', 'amount')`),
  ],
);
