import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { users } from './users';

/**
 * The balancing cash book (`Sổ quỹ tiền mặt`, docs/payments.md "Sổ quỹ (cash book)", migration
 * 0039), written by modules/cash-book only.
 */

/**
 * A branch's first opening balance: the cash in its drawer at the start of `opening_date`. One
 * per branch, set once by an admin; a change needs a reason and is in the money trail.
 */
export const cashOpenings = pgTable(
  'cash_openings',
  {
    id: serial('id').primaryKey(),
    branch_id: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    opening_date: date('opening_date', { mode: 'string' }).notNull(),
    /** Whole đồng, 0 to MAX_MONEY (packages/shared). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    set_by: integer('set_by').references(() => users.id),
    set_at: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last change was made; null while set once and never changed. */
    reason: text('reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cash_openings_branch_key').on(t.branch_id),
    check('cash_openings_amount_check', sql`${t.amount} >= 0 and ${t.amount} <= 1000000000000`),
  ],
);

/**
 * A cash count (`Kiểm quỹ`): what a clerk counted in the drawer for a depot day, and the book's
 * closing of that day at that moment (`book`); the difference is counted − book. Every count is
 * kept; the latest of a branch and day is the one shown.
 */
export const cashCounts = pgTable(
  'cash_counts',
  {
    id: serial('id').primaryKey(),
    branch_id: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    count_date: date('count_date', { mode: 'string' }).notNull(),
    counted: bigint('counted', { mode: 'number' }).notNull(),
    book: bigint('book', { mode: 'number' }).notNull(),
    note: text('note'),
    counted_by: integer('counted_by').references(() => users.id),
    counted_at: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cash_counts_branch_date_idx').on(
      t.branch_id,
      t.count_date,
      t.counted_at.desc(),
      t.id.desc(),
    ),
    check('cash_counts_counted_check', sql`${t.counted} >= 0 and ${t.counted} <= 1000000000000`),
  ],
);
