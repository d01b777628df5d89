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
import { customers } from './customers';
import { products } from './products';
import { trips } from './trips';
import { users } from './users';

/**
 * Money paid out (`Phiếu chi`, docs/payments.md "Payouts", migration 0038): a record, never edited
 * nor deleted; an admin voids it with a reason. Numbered `PC-YYMM-NNNN` by the month it was paid
 * (payment_number_counters, series `PC`, taken in the same transaction). `kind`: `cod` pays a
 * sender (sender_id) the money collected for them, `trip` is a cost of a trip (trip_id,
 * cost_type), `other` any other spending, said in its note.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    number_year: smallint('number_year').notNull(),
    number_month: smallint('number_month').notNull(),
    number_order: integer('number_order').notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    sender_id: integer('sender_id').references(() => customers.id),
    trip_id: integer('trip_id').references(() => trips.id),
    /** A trip cost's type (TRIP_COST_TYPES in packages/shared). */
    cost_type: varchar('cost_type', { length: 10 }),
    /** Whole đồng, > 0, at most MAX_PAYMENT_AMOUNT (packages/shared), as payments. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    /** `cod`: the thu hộ collected that it pays out, and the fee kept; amount = gross − fee. */
    cod_gross: bigint('cod_gross', { mode: 'number' }),
    cod_fee: bigint('cod_fee', { mode: 'number' }),
    note: text('note'),
    paid_at: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    paid_by: integer('paid_by').references(() => users.id),
    /** The branch the money left (docs/domain.md, "Branches"), as payments.branch_id. */
    branch_id: integer('branch_id')
      .notNull()
      .default(1)
      .references(() => branches.id),
    voided_at: timestamp('voided_at', { withTimezone: true }),
    voided_by: integer('voided_by').references(() => users.id),
    void_reason: text('void_reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_number_key').on(t.number_year, t.number_month, t.number_order),
    index('payouts_paid_at_idx').on(t.paid_at.desc(), t.id.desc()),
    index('payouts_branch_paid_at_idx').on(t.branch_id, t.paid_at),
    index('payouts_trip_idx')
      .on(t.trip_id)
      .where(sql`${t.trip_id} is not null`),
    // A trip's live costs (Lãi theo chuyến) from the index alone; migration 0054 adds INCLUDE
    // (amount, cost_type).
    index('payouts_trip_live_idx')
      .on(t.trip_id)
      .where(sql`${t.kind} = 'trip' and ${t.voided_at} is null`),
    index('payouts_sender_idx')
      .on(t.sender_id)
      .where(sql`${t.sender_id} is not null`),
    check('payouts_amount_check', sql`${t.amount} > 0 and ${t.amount} <= 100000000000`),
    check('payouts_method_check', sql`${t.method} in ('cash', 'transfer')`),
    check('payouts_kind_check', sql`${t.kind} in ('cod', 'trip', 'other')`),
    check(
      'payouts_cost_type_check',
      sql`${t.cost_type} in ('fuel', 'toll', 'driver', 'loading', 'other')`,
    ),
    check(
      'payouts_trip_check',
      sql`(${t.kind} = 'trip') = (${t.trip_id} is not null) and (${t.kind} = 'trip') = (${t.cost_type} is not null)`,
    ),
    check('payouts_sender_check', sql`(${t.kind} = 'cod') = (${t.sender_id} is not null)`),
    check(
      'payouts_cod_money_check',
      sql`(${t.kind} = 'cod') = (${t.cod_gross} is not null) and (${t.cod_gross} is null) = (${t.cod_fee} is null)
        and (${t.cod_fee} is null or (${t.cod_fee} >= 0 and ${t.amount} = ${t.cod_gross} - ${t.cod_fee}))`,
    ),
    check('payouts_other_note_check', sql`${t.kind} <> 'other' or ${t.note} is not null`),
    check(
      'payouts_void_check',
      sql`(${t.voided_at} is null) = (${t.void_reason} is null) and (${t.voided_at} is null) = (${t.voided_by} is null)`,
    ),
  ],
);

/**
 * The lines a `cod` payout paid (migration 0045): a trigger keeps products.cod_paid_out equal to
 * the live rows. Voided with the payout.
 */
export const codPayoutLines = pgTable(
  'cod_payout_lines',
  {
    id: serial('id').primaryKey(),
    payout_id: integer('payout_id')
      .notNull()
      .references(() => payouts.id),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    voided_at: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('cod_payout_lines_payout_idx').on(t.payout_id),
    index('cod_payout_lines_product_idx')
      .on(t.product_id)
      .where(sql`${t.voided_at} is null`),
    check('cod_payout_lines_amount_check', sql`${t.amount} > 0`),
  ],
);
