import { isTimeZoneName } from '@depot/shared/settings/time-zones';
import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Days at the depot in SQL, for moments stored as timestamptz (a payment's received_at): the
 * one place that says which day a moment falls on, used by the cash book, the dashboard and the
 * period statement alike. `zone` is the depot's time zone from the settings (settings service,
 * depotTimeZone).
 */

/**
 * The zone written into the statement, not sent as a parameter: an expression with a parameter
 * in a select is not the same expression as in its GROUP BY (each gets its own $n). Only a name
 * of the zone database's characters gets here (shared isTimeZoneName), so the literal is safe.
 */
function zoneLiteral(zone: string): SQL {
  if (!isTimeZoneName(zone)) throw new Error(`Not a time zone name: ${JSON.stringify(zone)}`);
  return sql.raw(`'${zone}'`);
}

/** The first moment of a depot day (`YYYY-MM-DD`): ranges on the moment keep their index. */
export function depotDayStart(day: string, zone: string): SQL {
  return sql`(${day}::date::timestamp at time zone ${zoneLiteral(zone)})`;
}

/** The moments of the depot days from `from` to `to`, both included. */
export function withinDepotDays(
  column: PgColumn,
  from: string,
  to: string,
  zone: string,
): SQL | undefined {
  return and(
    gte(column, depotDayStart(from, zone)),
    lt(column, sql`${depotDayStart(to, zone)} + interval '1 day'`),
  );
}

/** The depot day of a moment, `YYYY-MM-DD`. */
export function depotDayOf(column: PgColumn, zone: string): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${zoneLiteral(zone)}, 'YYYY-MM-DD')`;
}
