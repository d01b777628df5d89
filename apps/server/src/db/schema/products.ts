import { sql, type SQL } from 'drizzle-orm';
import { branches } from './branches';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from './columns';
import { specifications } from './specifications';
import { customers } from './customers';
import { users } from './users';
import type { FreightPayer } from '@depot/shared/products/sender-cod.rules';

/** Goods received from a customer (spec 1 §3 "Product"). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: varchar('name', { length: 250 }).notNull(),
    name_folded: text('name_folded')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`f_unaccent(${products.name})`),
    /** In đồng: per kg, per package, or the total (is_total_money). */
    price: bigint('price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    total_weight: numeric('total_weight', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    price_type: varchar('price_type', { length: 10 }).notNull().default('weight'),
    is_total_money: boolean('is_total_money').notNull().default(false),
    specification_id: integer('specification_id').references(() => specifications.id),
    is_paid: boolean('is_paid').notNull().default(false),
    /**
     * The money collected for this line, in đồng (docs/decisions/0001-payments-are-records.md). `is_paid` follows it: true when it
     * covers the amount (products_paid_check). Reads count min(paid_amount, amount) as collected
     * (productCollectedSql); an excess is the customer's credit.
     */
    paid_amount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    /** true while on a vehicle. */
    status: boolean('status').notNull().default(false),
    /** The branch that received the goods, and the one they go to (docs/domain.md, "Branches"). */
    origin_branch_id: integer('origin_branch_id')
      .notNull()
      .default(1)
      .references(() => branches.id),
    destination_branch_id: integer('destination_branch_id')
      .notNull()
      .default(1)
      .references(() => branches.id),
    /**
     * Who sent the goods (a customer; the line's customer is its receiver) and the đồng collected
     * from the receiver for them, `Thu hộ` (docs/payments.md, "Sender and thu hộ").
     */
    sender_id: integer('sender_id').references((): AnyPgColumn => customers.id),
    cod_amount: bigint('cod_amount', { mode: 'number' }).notNull().default(0),
    /**
     * Who pays the freight: the receiver (the default) or the sender; `payer_id` is the customer
     * who owes it, kept by PostgreSQL (migration 0060, docs/payments.md, "Who pays the freight").
     */
    freight_payer: varchar('freight_payer', { length: 10 })
      .$type<FreightPayer>()
      .notNull()
      .default('receiver'),
    payer_id: integer('payer_id')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`case when ${products.freight_payer} = 'sender' then ${products.sender_id} else ${products.customer_id} end`,
      ),
    /** The thu hộ collected, kept equal to the live cod_allocations by a trigger (0043). */
    cod_paid: bigint('cod_paid', { mode: 'number' }).notNull().default(0),
    /** Of the thu hộ collected, what was paid out to the sender: cod_payout_lines (migration 0045). */
    cod_paid_out: bigint('cod_paid_out', { mode: 'number' }).notNull().default(0),
    /** Of the thu hộ collected, what was sent to another branch: remittance_lines (0055). */
    cod_remitted: bigint('cod_remitted', { mode: 'number' }).notNull().default(0),
    /** Receive date. */
    datetime: date('datetime', { mode: 'string' }).notNull(),
    /** The note. */
    product_type: text('product_type'),
    /** f_unaccent(product_type): the note filter matches it through its trigram index. */
    product_type_folded: text('product_type_folded').generatedAlwaysAs(
      (): SQL => sql`f_unaccent(${products.product_type})`,
    ),
    product_parent_id: integer('product_parent_id').references((): AnyPgColumn => products.id),
    year_create: smallint('year_create').notNull(),
    month_create: smallint('month_create').notNull(),
    order: integer('order').notNull(),
    suffix: varchar('suffix', { length: 20 }),
    is_suggest: boolean('is_suggest').notNull().default(true),
    created_by: integer('created_by').references(() => users.id),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    check('products_price_type_check', sql`${t.price_type} in ('package', 'weight')`),
    check(
      'products_specification_check',
      sql`${t.price_type} = 'package' or ${t.specification_id} is not null`,
    ),
    check(
      'products_amounts_check',
      sql`${t.price} >= 0 and ${t.quantity} >= 0 and ${t.total_weight} >= 0`,
    ),
    // MAX_LINE_AMOUNT of packages/shared/src/products/products.rules.ts (10 tỷ đồng) over the
    // line amount of docs/domain.md (productAmountSql): the schemas refuse such a line
    // with a message, this refuses it from any other path, so every sum stays an exact JS
    // number. products-amount-cap.test.ts keeps the literal equal to the shared constant.
    check(
      'products_paid_check',
      sql`${t.paid_amount} >= 0 and (${t.is_paid} = (${t.paid_amount}::numeric >= (case when ${t.is_total_money} then ${t.price}::numeric when ${t.price_type} = 'package' then ${t.price}::numeric * ${t.quantity} else round(${t.price}::numeric * ${t.total_weight}) end)) or (case when ${t.is_total_money} then ${t.price}::numeric when ${t.price_type} = 'package' then ${t.price}::numeric * ${t.quantity} else round(${t.price}::numeric * ${t.total_weight}) end) = 0)`,
    ),
    check(
      'products_line_amount_check',
      sql`(case when ${t.is_total_money} then ${t.price}::numeric when ${t.price_type} = 'package' then ${t.price}::numeric * ${t.quantity} else round(${t.price}::numeric * ${t.total_weight}) end) <= 10000000000`,
    ),
    check(
      'products_sender_check',
      sql`${t.sender_id} is null or ${t.sender_id} <> ${t.customer_id}`,
    ),
    check(
      'products_freight_payer_check',
      sql`${t.freight_payer} in ('receiver', 'sender') and (${t.freight_payer} = 'receiver' or ${t.sender_id} is not null)`,
    ),
    // MAX_COD_AMOUNT of packages/shared/src/products/sender-cod.rules.ts.
    check('products_cod_amount_check', sql`${t.cod_amount} between 0 and 10000000000`),
    check('products_cod_paid_check', sql`${t.cod_paid} >= 0`),
    check(
      'products_cod_paid_out_check',
      sql`${t.cod_paid_out} >= 0 and ${t.cod_paid_out} <= ${t.cod_paid} and ${t.cod_paid_out} <= ${t.cod_amount}`,
    ),
    check(
      'products_cod_remitted_check',
      sql`${t.cod_remitted} >= 0 and ${t.cod_remitted} <= ${t.cod_paid}`,
    ),
    check('products_month_check', sql`${t.month_create} between 1 and 12`),
    uniqueIndex('products_code_key').on(t.year_create, t.month_create, t.order),
    // Thu hộ collected at the destination and not yet sent to the origin (migration 0055).
    index('products_cod_unremitted_idx')
      .on(t.destination_branch_id, t.origin_branch_id)
      .where(
        sql`${t.deleted_at} is null and ${t.cod_paid} > ${t.cod_remitted} and ${t.destination_branch_id} <> ${t.origin_branch_id}`,
      ),
    index('products_customer_idx').on(t.customer_id),
    // A customer's goods whose freight their sender pays (migration 0060: freightOwedGoods).
    index('products_paid_by_others_idx')
      .on(t.customer_id)
      .where(sql`${t.deleted_at} is null and ${t.payer_id} <> ${t.customer_id}`),
    // The unpaid lines a sender pays for goods received by someone else (migration 0060).
    index('products_payer_others_idx')
      .on(t.payer_id, t.datetime.desc(), t.id.desc())
      .where(sql`${t.deleted_at} is null and ${t.payer_id} <> ${t.customer_id}`),
    index('products_specification_idx').on(t.specification_id),
    // The few deleted goods, by id: the archive tab drops archived lines of deleted goods with
    // an anti-join on it instead of joining every archived line to its goods row (86 000
    // archived lines: 131 → 31 ms).
    index('products_deleted_idx')
      .on(t.id)
      .where(sql`${t.deleted_at} is not null`),
    // No index on datetime alone: every goods query reads live goods, which
    // products_live_list_idx serves for date ranges too and in the list's order (with a plain
    // datetime index the planner joined a whole day's goods before sorting them, 290 ms).
    // The goods list's order (newest receive date first) over live goods, deep pages included.
    // NULLS FIRST as `order by datetime desc, id desc` means it: an index in another null order
    // does not serve that ORDER BY, NOT NULL columns or not (the planner then read the day's
    // goods by a plain datetime index and sorted them; see bench/goods.ts).
    index('products_live_list_idx')
      .on(t.datetime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deleted_at} is null`),
    // One branch's list in the same order, by each end (migration 0058, whose destination index
    // adds INCLUDE (origin_branch_id)): listProducts merges the two walks.
    index('products_origin_list_idx')
      .on(t.origin_branch_id, t.datetime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deleted_at} is null`),
    index('products_destination_list_idx')
      .on(t.destination_branch_id, t.datetime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deleted_at} is null`),
    // Goods waiting for a vehicle (the pickup screen's `status=false`), newest first: the page
    // and the list's capped count read it alone (index-only) instead of scanning the table.
    index('products_waiting_idx')
      .on(t.datetime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deleted_at} is null and not ${t.status}`),
    // Unpaid goods (`is_paid=false`, the debt behind docs/domain.md) the same way: the
    // capped count otherwise scanned ~430 000 paid lines to find 10 000 unpaid ones (177 ms).
    index('products_unpaid_idx')
      .on(t.datetime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deleted_at} is null and not ${t.is_paid}`),
    // Live goods of given customers (name, address and address-group filters pass their ids):
    // the capped count becomes an index-only scan instead of a heap visit per line.
    index('products_live_customer_idx')
      .on(t.customer_id)
      .where(sql`${t.deleted_at} is null`),
    // Suggestions: earlier goods of a customer by name, most recent first.
    index('products_customer_suggest_idx')
      .on(t.customer_id, t.created_at.desc().nullsFirst())
      .where(sql`${t.deleted_at} is null and ${t.is_suggest}`),
    // A customer's suggestions by name (btree_gin, migration 0025): the customer and the
    // trigrams in one index, not the whole depot's trigram matches ANDed with their goods.
    index('products_customer_suggest_trgm')
      .using('gin', t.customer_id, t.name_folded.op('gin_trgm_ops'))
      .where(sql`${t.deleted_at} is null and ${t.is_suggest}`),
    // The count of goods waiting for a vehicle, index-only: migration 0025 adds INCLUDE (price,
    // quantity, total_weight, price_type, is_total_money), which Drizzle cannot write; 0057 adds
    // the goods' two ends, for one branch's count.
    index('products_waiting_cover_idx')
      .on(t.customer_id)
      .where(sql`${t.deleted_at} is null and not ${t.status}`),
    // A customer's goods by receive date (the period statement's pages and figures, migration
    // 0026, which adds INCLUDE (price, quantity, total_weight, price_type, is_total_money)).
    index('products_customer_date_cover_idx')
      .on(t.customer_id, t.datetime, t.id)
      .where(sql`${t.deleted_at} is null`),
    // A customer's unpaid goods, newest first (the debt screen and the payment dialog, 0031).
    index('products_customer_unpaid_idx')
      .on(t.customer_id, t.datetime.desc(), t.id.desc())
      .where(sql`${t.deleted_at} is null and not ${t.is_paid}`),
    // A sender's goods (what is collected for them): the few lines that name one.
    index('products_sender_idx')
      .on(t.sender_id)
      .where(sql`${t.sender_id} is not null`),
    // A receiver's lines with thu hộ still to collect (migration 0044).
    index('products_cod_due_idx')
      .on(t.customer_id)
      .where(sql`${t.deleted_at} is null and ${t.cod_amount} > ${t.cod_paid}`),
    // Lines collected and not paid out in full: what is owed to senders sums these (0045).
    index('products_cod_collected_idx')
      .on(t.sender_id)
      .where(sql`${t.deleted_at} is null and ${t.cod_paid} > ${t.cod_paid_out}`),
    index('products_name_trgm').using('gin', t.name_folded.op('gin_trgm_ops')),
    // The note filter: folding every note per row (f_unaccent) cost ~1 s over the demo depot.
    index('products_note_trgm').using('gin', t.product_type_folded.op('gin_trgm_ops')),
  ],
);

/**
 * The per-month counter behind product codes (docs/domain.md): the next order of a month
 * is taken with an upsert on this row, in the insert's transaction, so concurrent creates in one
 * month wait for each other and get consecutive, distinct numbers.
 */
export const productCodeCounters = pgTable(
  'product_code_counters',
  {
    year_create: smallint('year_create').notNull(),
    month_create: smallint('month_create').notNull(),
    last_order: integer('last_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year_create, t.month_create] })],
);
