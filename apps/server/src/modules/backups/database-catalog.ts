import type pg from 'pg';
import type { BackupHeader, BackupTable } from './backup-format';

/**
 * Tables a backup leaves out. Sessions: a restored backup must not bring back sign-ins revoked
 * since it was taken (a changed password, a logout), so everyone signs in again. Login
 * failures only throttle guessing for 15 minutes. request_ids are kept: a create sent again
 * after a restore must still be recognised.
 */
export const SKIPPED_TABLES = new Set(['sessions', 'login_failures']);

/** A quoted identifier (names come from the catalogue or a checked header, quoted anyway). */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

type Queryable = Pick<pg.ClientBase, 'query'>;

/** The application's tables (schema public, not an extension's), with their copied columns. */
async function tablesWithColumns(client: Queryable): Promise<Map<string, string[]>> {
  // Generated columns are computed again on load; COPY refuses them anyway.
  const { rows } = await client.query<{ table: string; columns: string[] }>(`
    select c.relname as table,
           array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      and a.attgenerated = ''
    where n.nspname = 'public' and c.relkind = 'r'
      and not exists (select 1 from pg_depend d
                      where d.objid = c.oid and d.deptype = 'e')
    group by c.relname
    order by c.relname`);
  return new Map(rows.map((r) => [r.table, r.columns]));
}

/** Parents before children (foreign keys), by name within a level; a cycle ends the list. */
async function dependencyOrder(client: Queryable, names: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(`
    select cc.relname as child, pc.relname as parent
    from pg_constraint k
    join pg_class cc on cc.oid = k.conrelid
    join pg_class pc on pc.oid = k.confrelid
    join pg_namespace n on n.oid = cc.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`);
  const wanted = new Set(names);
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const r of rows) {
    if (wanted.has(r.child) && wanted.has(r.parent)) parents.get(r.child)!.add(r.parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter(
      (name) => !placed.has(name) && [...parents.get(name)!].every((p) => placed.has(p)),
    );
    const next = ready.length > 0 ? ready : names.filter((name) => !placed.has(name));
    for (const name of next) placed.add(name);
    ordered.push(...next);
  }
  return ordered;
}

/** Rows of drizzle's own record of the migrations applied, oldest first (none before any). */
export async function appliedMigrations(client: Queryable): Promise<BackupHeader['migrations']> {
  const { rows: found } = await client.query<{ table: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as table`,
  );
  if (!found[0]?.table) return [];
  const { rows } = await client.query<{ hash: string; created_at: string | number }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at, id',
  );
  return rows.map((r) => ({ hash: r.hash, created_at: Number(r.created_at) }));
}

/** The sequences of schema public with their current values (not transactional: read last). */
async function sequences(client: Queryable): Promise<BackupHeader['sequences']> {
  const { rows: names } = await client.query<{ name: string }>(`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'S' order by c.relname`);
  const out: BackupHeader['sequences'] = [];
  for (const { name } of names) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${ident(name)}`,
    );
    out.push({ name, last_value: rows[0]!.last_value, is_called: rows[0]!.is_called });
  }
  return out;
}

/**
 * What a backup will hold, read inside its snapshot: the tables in dependency order with
 * their columns and row counts, then the sequences (read after the counts, so each value is at
 * least the highest id the snapshot shows).
 */
export async function readCatalog(client: Queryable): Promise<{
  tables: BackupTable[];
  sequences: BackupHeader['sequences'];
  migrations: BackupHeader['migrations'];
}> {
  const columns = await tablesWithColumns(client);
  const names = [...columns.keys()].filter((name) => !SKIPPED_TABLES.has(name));
  const tables: BackupTable[] = [];
  for (const name of await dependencyOrder(client, names)) {
    const { rows } = await client.query<{ n: string }>(
      `select count(*)::text as n from ${ident(name)}`,
    );
    tables.push({ name, columns: columns.get(name)!, rows: Number(rows[0]!.n) });
  }
  return {
    tables,
    migrations: await appliedMigrations(client),
    sequences: await sequences(client),
  };
}

/** Whether any application table holds a row (the seeded locations do not count). */
export async function hasData(client: Queryable): Promise<boolean> {
  const columns = await tablesWithColumns(client);
  const reference = new Set(['provinces', 'districts', 'wards', ...SKIPPED_TABLES]);
  for (const name of columns.keys()) {
    if (reference.has(name)) continue;
    const { rows } = await client.query(`select 1 from ${ident(name)} limit 1`);
    if (rows.length > 0) return true;
  }
  return false;
}

/** The columns each table has now (to check a header against the schema it is loaded into). */
export const currentColumns = tablesWithColumns;
