import { sql } from 'drizzle-orm';
import { bigint, index, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { trips } from './trips';

/**
 * The figures of each statement (one customer's live lines on one trip), kept by triggers on
 * trip_items and products (migration 0011) in the transaction of every load, removal, move,
 * archive, restore, edit and payment. The statement lists, statistics and dashboard read these
 * rows instead of grouping every goods line (a trip of 500 lines is one row per customer).
 * Rows whose lines fell to 0 stay; readers skip them.
 */
export const statementTotals = pgTable(
  'statement_totals',
  {
    trip_id: integer('trip_id')
      .notNull()
      .references(() => trips.id),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    lines: integer('lines').notNull().default(0),
    /** Lines nothing is due on from this customer: paid, or paid by their sender. */
    paid_lines: integer('paid_lines').notNull().default(0),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    total_weight: numeric('total_weight', { precision: 18, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** đồng: productAmountSql() of each line. */
    amount: numeric('amount', { precision: 20, scale: 0, mode: 'number' }).notNull().default(0),
    /** đồng: the amounts of the paid lines. */
    collected: numeric('collected', { precision: 20, scale: 0, mode: 'number' })
      .notNull()
      .default(0),
    /**
     * đồng still due on lines another customer (their sender) pays: nothing of it is due from
     * this customer, whose lines those count among `paid_lines` (migration 0060).
     */
    sender_due: numeric('sender_due', { precision: 20, scale: 0, mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [
    primaryKey({ columns: [t.trip_id, t.customer_id] }),
    // One customer's statements (the debt screen, the statistics and transport detail of a
    // customer): without it each of those reads all 440 000 rows of the demo depot.
    index('statement_totals_customer_idx').on(t.customer_id, t.trip_id),
    // The statements with an unpaid line (the statistics' `Chưa thanh toán`), 1 row in 20 on the
    // demo depot: the planner otherwise reads every row for a week's unpaid totals (26 ms → 4 ms).
    index('statement_totals_unpaid_trip_idx')
      .on(t.trip_id)
      .where(sql`${t.paid_lines} < ${t.lines}`),
    // A customer's unpaid statements (the debt list's count per customer, migration 0026).
    index('statement_totals_unpaid_customer_idx')
      .on(t.customer_id, t.trip_id)
      .where(sql`${t.paid_lines} < ${t.lines}`),
  ],
);

/**
 * The figures of each trip over all its statements, kept by the same triggers: the vehicle list
 * reads a row a trip. `customers` counts its statements with live lines. Every writer updates
 * this row before the statement's, so the trip's row orders them (no two deadlock on a trip).
 */
export const tripTotals = pgTable(
  'trip_totals',
  {
    trip_id: integer('trip_id')
      .primaryKey()
      .references(() => trips.id),
    customers: integer('customers').notNull().default(0),
    lines: integer('lines').notNull().default(0),
    paid_lines: integer('paid_lines').notNull().default(0),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    total_weight: numeric('total_weight', { precision: 18, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    amount: numeric('amount', { precision: 20, scale: 0, mode: 'number' }).notNull().default(0),
    collected: numeric('collected', { precision: 20, scale: 0, mode: 'number' })
      .notNull()
      .default(0),
  },
  // A trip with live lines (tripHasLines), index-only (migration 0031).
  (t) => [
    index('trip_totals_live_trip_idx')
      .on(t.trip_id)
      .where(sql`${t.lines} > 0`),
  ],
);
