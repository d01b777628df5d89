import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * `column = any($1::int[])`: a list of ids sent as one array parameter. Drizzle's inArray sends
 * one parameter per id, each built and typed in Node and parsed by PostgreSQL: a vehicle's
 * statement looked up the payments of its 147 goods, the reports a page of 296 trips (twice),
 * and building those lists cost more than a tenth of the request (docs/speed.md). An empty
 * list matches nothing, as inArray's does.
 */
export function anyOfIds(column: SQLWrapper, ids: readonly number[]): SQL {
  return sql`${column} = any(${sql.param(ids)}::int[])`;
}
