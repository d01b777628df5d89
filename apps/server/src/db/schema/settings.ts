import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The depot's settings: one row (id 1), absent on a fresh install, when the shared defaults
 * (placeholders that say they need filling in) are read instead.
 */
export const depotSettings = pgTable(
  'depot_settings',
  {
    id: smallint('id').primaryKey().default(1),
    depot_name: varchar('depot_name', { length: 150 }).notNull(),
    address: varchar('address', { length: 250 }).notNull(),
    hotline: varchar('hotline', { length: 50 }).notNull(),
    bank_bin: varchar('bank_bin', { length: 6 }).notNull().default(''),
    account_number: varchar('account_number', { length: 19 }).notNull().default(''),
    account_holder: varchar('account_holder', { length: 100 }).notNull().default(''),
    receipt_note: varchar('receipt_note', { length: 500 }).notNull(),
    hours_note: varchar('hours_note', { length: 500 }).notNull(),
    /** The depot's days (migration 0021); the service checks PostgreSQL knows the name. */
    time_zone: varchar('time_zone', { length: 64 }).notNull().default('Asia/Ho_Chi_Minh'),
    staff_see_statistics: boolean('staff_see_statistics').notNull().default(true),
    staff_see_dashboard: boolean('staff_see_dashboard').notNull().default(true),
    staff_see_debt_total: boolean('staff_see_debt_total').notNull().default(true),
    /** The fee kept on thu hộ paid out (migration 0045): hundredths of a percent, and a minimum. */
    cod_fee_basis_points: integer('cod_fee_basis_points').notNull().default(0),
    cod_fee_min: bigint('cod_fee_min', { mode: 'number' }).notNull().default(0),
    /** Where printed tracking links point (migration 0051); '' for the app's own address. */
    public_url: varchar('public_url', { length: 200 }).notNull().default(''),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updated_by: integer('updated_by').references(() => users.id),
  },
  (t) => [
    check('depot_settings_single_row', sql`${t.id} = 1`),
    check(
      'depot_settings_cod_fee_check',
      sql`${t.cod_fee_basis_points} between 0 and 10000 and ${t.cod_fee_min} between 0 and 10000000`,
    ),
    check(
      'depot_settings_public_url_check',
      sql`${t.public_url} = '' OR ${t.public_url} ~* '^https?://[^[:space:]/?#]+(/[^[:space:]?#]*)?$'`,
    ),
    check('depot_settings_time_zone_named', sql`${t.time_zone} <> ''`),
    // A bank account is whole or absent: a QR code to half an account would send money nowhere.
    check(
      'depot_settings_bank_whole',
      sql`(${t.bank_bin} = '' AND ${t.account_number} = '' AND ${t.account_holder} = '')
        OR (${t.bank_bin} ~ '^[0-9]{6}$' AND ${t.account_number} <> '' AND ${t.account_holder} <> '')`,
    ),
  ],
);
