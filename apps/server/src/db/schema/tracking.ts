import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The key that signs the tracking links of QR codes (docs/domain.md "Tracking", migration 0048):
 * one row, made by the migration, never shown.
 */
export const trackingKeys = pgTable(
  'tracking_keys',
  {
    id: smallint('id').primaryKey().default(1),
    secret: text('secret').notNull(),
  },
  (t) => [
    check('tracking_keys_single_row', sql`${t.id} = 1`),
    check('tracking_keys_secret_check', sql`length(${t.secret}) >= 32`),
  ],
);
