import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The money trail (docs/architecture.md domain model, audit): who changed what and when, before and after,
 * written in the same transaction as every change of a price, quantity, weight, paid flag, load,
 * removal, archive, restore or payment. Append-only: a trigger (migration 0005) refuses UPDATE
 * and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor_id: integer('actor_id').references(() => users.id),
    /** `product`, `trip`, `trip_item`… */
    entity: varchar('entity', { length: 30 }).notNull(),
    entity_id: integer('entity_id').notNull(),
    /** `create`, `update`, `paid`, `unpaid`, `load`, `unload`, `delete`, `archive`, `restore`… */
    action: varchar('action', { length: 30 }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entity_id, t.id),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_action_at_idx')
      .on(t.action, t.at)
      .where(sql`${t.action} in ('paid', 'unpaid')`),
  ],
);
