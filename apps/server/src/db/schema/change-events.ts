import { CHANGE_KINDS } from '@depot/shared/events/events.schema';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The changes announced to live screens (docs/decisions/0013-live-screens-several-servers.md), written by lib/publish-change.ts only: one
 * row per change, inserted in the writing transaction with its NOTIFY, so a stream that missed
 * it (a reconnect) catches up by id. Rows older than CHANGE_KEEP_HOURS are pruned.
 */
export const changeEvents = pgTable(
  'change_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** `{ ids }`: what the change touched, capped (CHANGE_IDS_CAP). */
    payload: jsonb('payload'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('change_events_created_at_idx').on(t.created_at),
    // The list is the shared one; the migration spells it out (0024_change_events).
    check(
      'change_events_kind_check',
      sql.raw(`"change_events"."kind" in (${CHANGE_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
);
