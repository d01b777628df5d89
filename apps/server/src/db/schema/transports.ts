import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The scans of the yard screen (docs/decisions/0002-scan-request-ids.md), written by modules/transports/scan-once.service.ts
 * only: one row per `client_id` a phone made, written at the end of the transaction of the load
 * or unload itself, with the first outcome (success or refusal). A resend of the same id (an offline queue
 * sending again, two at once after a reconnect) reads that outcome instead of scanning again.
 * The scan itself is kept to tell a resend from an id reused for another scan. Rows older than
 * SCAN_KEEP_DAYS are pruned by later scans.
 */
export const scanRequests = pgTable(
  'scan_requests',
  {
    client_id: uuid('client_id').primaryKey(),
    actor_id: integer('actor_id')
      .notNull()
      .references(() => users.id),
    code: varchar('code', { length: 60 }).notNull(),
    car_id: integer('car_id').notNull(),
    datetime_from: date('datetime_from', { mode: 'string' }).notNull(),
    action: varchar('action', { length: 10 }).notNull(),
    confirm_over_capacity: boolean('confirm_over_capacity').notNull().default(false),
    /** The reply's `data`; null only in rows claimed before the outcome was (an older build). */
    result: jsonb('result'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scan_requests_created_at_idx').on(t.created_at),
    check('scan_requests_action_check', sql`${t.action} in ('load', 'unload', 'arrive')`),
  ],
);
