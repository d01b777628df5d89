import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { products } from './products';
import { users } from './users';

/**
 * Money sent between branches (`Phiếu chuyển tiền`, docs/payments.md "Money between branches",
 * migration 0055): out of the sending branch's drawer when sent, into the receiving one's when it
 * confirms (cash_drawer_slots triggers). Numbered `CT-YYMM-NNNN`; never edited; an admin voids it
 * with a reason while it is not confirmed.
 */
export const remittances = pgTable(
  'remittances',
  {
    id: serial('id').primaryKey(),
    number_year: smallint('number_year').notNull(),
    number_month: smallint('number_month').notNull(),
    number_order: integer('number_order').notNull(),
    from_branch_id: integer('from_branch_id')
      .notNull()
      .references(() => branches.id),
    to_branch_id: integer('to_branch_id')
      .notNull()
      .references(() => branches.id),
    /** Whole đồng, as payments (MAX_PAYMENT_AMOUNT in packages/shared). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    note: text('note'),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sent_by: integer('sent_by').references(() => users.id),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    confirmed_by: integer('confirmed_by').references(() => users.id),
    voided_at: timestamp('voided_at', { withTimezone: true }),
    voided_by: integer('voided_by').references(() => users.id),
    void_reason: text('void_reason'),
  },
  (t) => [
    uniqueIndex('remittances_number_key').on(t.number_year, t.number_month, t.number_order),
    index('remittances_from_idx').on(t.from_branch_id, t.sent_at),
    index('remittances_to_idx').on(t.to_branch_id, t.sent_at),
    index('remittances_sent_at_idx').on(t.sent_at.desc(), t.id.desc()),
    index('remittances_confirmed_at_idx')
      .on(t.confirmed_at)
      .where(sql`${t.confirmed_at} is not null`),
    check('remittances_amount_check', sql`${t.amount} > 0 and ${t.amount} <= 100000000000`),
    check('remittances_method_check', sql`${t.method} in ('cash', 'transfer')`),
    check('remittances_branches_check', sql`${t.from_branch_id} <> ${t.to_branch_id}`),
    check(
      'remittances_confirm_check',
      sql`(${t.confirmed_at} is null) = (${t.confirmed_by} is null)`,
    ),
    check(
      'remittances_void_check',
      sql`(${t.voided_at} is null) = (${t.void_reason} is null) and (${t.voided_at} is null) = (${t.voided_by} is null)`,
    ),
    check('remittances_one_end_check', sql`${t.confirmed_at} is null or ${t.voided_at} is null`),
  ],
);

/**
 * The thu hộ lines a remittance carries (migration 0055): a trigger keeps products.cod_remitted
 * equal to the live rows. Voided with the remittance.
 */
export const remittanceLines = pgTable(
  'remittance_lines',
  {
    id: serial('id').primaryKey(),
    remittance_id: integer('remittance_id')
      .notNull()
      .references(() => remittances.id),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    voided_at: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('remittance_lines_remittance_idx').on(t.remittance_id),
    index('remittance_lines_product_idx')
      .on(t.product_id)
      .where(sql`${t.voided_at} is null`),
    check('remittance_lines_amount_check', sql`${t.amount} > 0`),
  ],
);
