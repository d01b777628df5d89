import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Sessions and failed sign-ins; written by modules/auth. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    token_hash: text('token_hash').notNull().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

/** Failed sign-ins, counted to rate-limit guessing; kept in the database so every server process sees them. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    username_key: varchar('username_key', { length: 250 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    failed_at: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_username_idx').on(t.username_key, t.failed_at),
    index('login_failures_ip_idx').on(t.ip, t.failed_at),
  ],
);
