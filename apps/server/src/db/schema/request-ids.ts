import { index, integer, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The creates made with a form's `request_id` (docs/decisions/0014-one-owner-per-table.md), written by lib/request-once.ts only:
 * the key is claimed in the transaction of the create itself, so the record and its key commit
 * together, and a resend of the same id is answered with the stored reply. Keys older than
 * REQUEST_ID_DAYS are pruned by later creates; by then no form still resends them.
 */
export const requestIds = pgTable(
  'request_ids',
  {
    request_id: uuid('request_id').primaryKey(),
    /** What was created: `product.create`, `customer.create`, `transport.create`… */
    kind: varchar('kind', { length: 50 }).notNull(),
    actor_id: integer('actor_id')
      .notNull()
      .references(() => users.id),
    /** The service's answer (the reply's `data`); null only inside the claiming transaction. */
    reply: jsonb('reply'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_ids_created_at_idx').on(t.created_at)],
);
