import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/**
 * The bookkeeping columns of every editable table. A function, so each table gets its own
 * column builders. Writes keep them true through `touched()` and `softDeleted()` below.
 */
export const timestamps = () => ({
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Tables whose rows are hidden rather than removed (history still points at them). */
export const softDelete = () => ({
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
});

/** The SET part of every update: the row changed now. */
export const touched = () => ({ updated_at: sql`now()` });

/** The SET of a soft delete: hiding a row is a change too, so updated_at moves with it. */
export const softDeleted = () => ({ deleted_at: sql`now()`, updated_at: sql`now()` });
