import { DEPOT_TIME_ZONE } from '@depot/shared/validation/dates';
import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Days at the depot in SQL, for moments stored as timestamptz (a payment's received_at): the
 * one place that says which day a moment falls on, used by the cash book, the dashboard and the
 * period statement alike.
 */

/**
 * The zone written into the statement, not sent as a parameter: an expression with a parameter
 * in a select is not the same expression as in its GROUP BY (each gets its own $n).
 */
const ZONE = sql.raw(`'${DEPOT_TIME_ZONE}'`);

/** The first moment of a depot day (`YYYY-MM-DD`): ranges on the moment keep their index. */
export function depotDayStart(day: string): SQL {
  return sql`(${day}::date::timestamp at time zone ${ZONE})`;
}

/** The moments of the depot days from `from` to `to`, both included. */
export function withinDepotDays(column: PgColumn, from: string, to: string): SQL | undefined {
  return and(
    gte(column, depotDayStart(from)),
    lt(column, sql`${depotDayStart(to)} + interval '1 day'`),
  );
}

/** The depot day of a moment, `YYYY-MM-DD`. */
export function depotDayOf(column: PgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${ZONE}, 'YYYY-MM-DD')`;
}
