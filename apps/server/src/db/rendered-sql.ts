import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A constant fragment of a hot read (its columns, an amount's expression) rendered to text once
 * and reused raw: Drizzle otherwise walks every column of it again at each call, a few tenths
 * of a millisecond a request (docs/speed.md). It must have no parameters.
 */
export function renderedOnce(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error('A constant SQL fragment has parameters');
  return sql.raw(text);
}
