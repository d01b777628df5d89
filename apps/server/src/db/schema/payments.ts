import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { customers } from './customers';
import { products } from './products';
import { users } from './users';

/**
 * Money received from a customer (docs/decisions/0001-payments-are-records.md): a record, never edited nor
 * deleted; an admin voids it with a reason. Numbered `PT-YYMM-NNNN` by the month it was received
 * (payment_number_counters, taken in the same transaction). Allocated to goods lines and to the
 * opening debt (payment_allocations); what is not allocated is the customer's credit.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    number_year: smallint('number_year').notNull(),
    number_month: smallint('number_month').notNull(),
    number_order: integer('number_order').notNull(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Whole đồng, > 0 (MAX_PAYMENT_AMOUNT in packages/shared). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    /**
     * Where it was taken: `counter` (Thu tiền: money the customer handed over, whatever it was
     * for), a one-click `Đã thu` (`goods`, `line`, `receipt`, `debt`: a record of that click), `delivery` (taken at a handover), or
     * `legacy` (a line paid before payments were records, migration 0018).
     */
    source: varchar('source', { length: 10 }).notNull().default('counter'),
    /**
     * `freight`: for the receiver's freight and opening debt (payment_allocations); `cod`: thu hộ
     * collected for the lines' senders (cod_allocations), never credit (migration 0043).
     */
    purpose: varchar('purpose', { length: 7 }).notNull().default('freight'),
    /** The moment the money was received; the cash book groups by its day at the depot. */
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    received_by: integer('received_by').references(() => users.id),
    note: text('note'),
    voided_at: timestamp('voided_at', { withTimezone: true }),
    voided_by: integer('voided_by').references(() => users.id),
    void_reason: text('void_reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The branch the money was taken at (docs/domain.md, "Branches"). */
    branch_id: integer('branch_id')
      .notNull()
      .default(1)
      .references(() => branches.id),
  },
  (t) => [
    index('payments_branch_received_idx').on(t.branch_id, t.received_at),
    uniqueIndex('payments_number_key').on(t.number_year, t.number_month, t.number_order),
    index('payments_customer_idx').on(t.customer_id, t.received_at),
    // A customer's live money up to a moment (period statement, balance after a payment):
    // read from the index alone (migration 0052 adds INCLUDE (amount, purpose): the freight
    // reads filter on purpose).
    index('payments_customer_live_idx')
      .on(t.customer_id, t.received_at, t.id)
      .where(sql`${t.voided_at} is null`),
    // Payments by time of receipt (any range on received_at), newest first: the cash book's page
    // and its figures read from the index alone (migration 0031, which adds INCLUDE
    // (received_by, method, amount, voided_at) and drops payments_received_at_idx, which it
    // replaces; migration 0056 adds purpose and branch_id to the INCLUDE).
    index('payments_cash_book_idx').on(t.received_at.desc(), t.id.desc()),
    check('payments_amount_check', sql`${t.amount} > 0 and ${t.amount} <= 100000000000`),
    check('payments_purpose_check', sql`${t.purpose} in ('freight', 'cod')`),
    check('payments_method_check', sql`${t.method} in ('cash', 'transfer')`),
    check('payments_void_check', sql`(${t.voided_at} is null) = (${t.void_reason} is null)`),
  ],
);

/**
 * What a payment paid for: a goods line (product_id), or the customer's opening debt (null).
 * `Chưa thu` on a line voids the payments that paid it, whole; money a payment has not allocated
 * is the customer's credit, which applyCredit (payments-credit.service.ts) spends on what they
 * owe at once. Triggers keep products.paid_amount and the
 * customer's kept figures equal to the live allocations (migration 0018).
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: serial('id').primaryKey(),
    payment_id: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    product_id: integer('product_id').references(() => products.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    voided_at: timestamp('voided_at', { withTimezone: true }),
    voided_by: integer('voided_by').references(() => users.id),
  },
  (t) => [
    index('payment_allocations_payment_idx').on(t.payment_id),
    index('payment_allocations_product_idx')
      .on(t.product_id)
      .where(sql`${t.voided_at} is null`),
    check('payment_allocations_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * What a thu hộ payment (purpose `cod`) collected of each line's thu hộ: a trigger keeps
 * products.cod_paid equal to the live rows (migration 0043). Voided with the payment.
 */
export const codAllocations = pgTable(
  'cod_allocations',
  {
    id: serial('id').primaryKey(),
    payment_id: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    voided_at: timestamp('voided_at', { withTimezone: true }),
    voided_by: integer('voided_by').references(() => users.id),
  },
  (t) => [
    index('cod_allocations_payment_idx').on(t.payment_id),
    index('cod_allocations_product_idx')
      .on(t.product_id)
      .where(sql`${t.voided_at} is null`),
    check('cod_allocations_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The per-month counters behind the numbers of money documents, as product_code_counters is for
 * goods: one row per series (`PT` payments, `PC` payouts, `GH` deliveries: NUMBER_SERIES in packages/shared) and
 * month (migration 0038 added the series).
 */
export const paymentNumberCounters = pgTable(
  'payment_number_counters',
  {
    series: varchar('series', { length: 2 }).notNull().default('PT'),
    number_year: smallint('number_year').notNull(),
    number_month: smallint('number_month').notNull(),
    last_order: integer('last_order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.number_year, t.number_month] }),
    check('payment_number_counters_series_check', sql`${t.series} in ('PT', 'PC', 'GH')`),
  ],
);

/**
 * The live (not voided) payments' money per quarter hour of receipt, kept by a statement-level
 * trigger on payments (migration 0030). Every time zone's day starts on a quarter hour, so the
 * dashboard's money per depot day sums a range of slots (2 880 for a month) instead of the
 * month's payments.
 */
export const paymentReceivedSlots = pgTable('payment_received_slots', {
  slot: timestamp('slot', { withTimezone: true }).primaryKey(),
  payments: integer('payments').notNull().default(0),
  amount: bigint('amount', { mode: 'number' }).notNull().default(0),
});

/**
 * The live cash in and out of each branch's drawer per quarter hour, kept by statement-level
 * triggers on payments and payouts (migration 0041): the cash book's opening of any depot day is
 * a sum of slots instead of every payment before it.
 */
export const cashDrawerSlots = pgTable(
  'cash_drawer_slots',
  {
    branch_id: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    cash_in: bigint('cash_in', { mode: 'number' }).notNull().default(0),
    cash_out: bigint('cash_out', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'cash_drawer_slots_pk', columns: [t.branch_id, t.slot] })],
);
