import type { Executor } from './client';

/**
 * A constant statement of a hot path (the session lookup of every request, the depot's goods
 * totals), built once per database handle: `build` returns Drizzle's `.prepare(name)` of it,
 * which PostgreSQL then parses and plans once per connection instead of at every call. The
 * handle is the key because a prepared query is bound to the handle (or transaction) it was
 * built on.
 */
export function preparedPerHandle<P>(build: (db: Executor) => P): (db: Executor) => P {
  const built = new WeakMap<Executor, P>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
