import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index';

// docs/decisions/0014-one-owner-per-table.md: one owner per table. Each table is written by one place of the server, any other
// module asks that module's service. This reads every source file of the server and fails on a
// write (Drizzle's insert/update/delete, or raw SQL) of a table outside its owner.

const SRC = path.resolve(import.meta.dirname, '../src');

/**
 * Who may write each table (a folder or a file under src/). The kept totals have no owner in
 * TypeScript: only the database's triggers write them (migrations 0010, 0011, 0025, 0030).
 */
const OWNERS: Record<string, string | null> = {
  branches: 'modules/branches/',
  branch_provinces: 'modules/branches/',
  products: 'modules/products/',
  product_code_counters: 'modules/products/',
  trips: 'modules/trips/',
  trip_items: 'modules/trips/',
  trip_arrival_extras: 'modules/trips/',
  cars: 'modules/cars/',
  customers: 'modules/customers/',
  specifications: 'modules/specifications/',
  audit_log: 'modules/audit/',
  users: 'modules/users/',
  sessions: 'modules/auth/',
  login_failures: 'modules/auth/',
  provinces: 'modules/locations/',
  districts: 'modules/locations/',
  wards: 'modules/locations/',
  provinces_2025: 'modules/locations/',
  wards_2025: 'modules/locations/',
  ward_conversions: 'modules/locations/',
  reference_data_versions: 'modules/locations/',
  depot_settings: 'modules/settings/',
  request_ids: 'lib/request-once.ts',
  scan_requests: 'modules/transports/scan-once.service.ts',
  change_events: 'lib/publish-change.ts',
  payments: 'modules/payments/',
  payment_allocations: 'modules/payments/',
  cod_allocations: 'modules/payments/',
  cod_payout_lines: 'modules/payouts/',
  payment_number_counters: 'modules/payments/',
  payouts: 'modules/payouts/',
  remittances: 'modules/remittances/',
  remittance_lines: 'modules/remittances/',
  deliveries: 'modules/deliveries/',
  delivery_items: 'modules/deliveries/',
  delivery_payments: 'modules/deliveries/',
  delivery_failure_reasons: 'modules/deliveries/',
  delivery_attempts: 'modules/deliveries/',
  goods_returns: 'modules/deliveries/',
  tracking_keys: 'modules/tracking/',
  cash_openings: 'modules/cash-book/',
  cash_counts: 'modules/cash-book/',
  customer_goods_totals: null,
  statement_totals: null,
  trip_totals: null,
  goods_value_totals: null,
  goods_value_buckets: null,
  payment_received_slots: null,
  cash_drawer_slots: null,
  cod_sender_totals: null,
};

/**
 * Not application code: the demo depot loads rows in bulk with the triggers off (and adds the
 * totals itself), and migrations create everything.
 */
const EXEMPT = ['seed/', 'db/migrate.ts'];

const tables = Object.values(schema).filter(isTable);
const nameOfVariable = new Map(
  Object.entries(schema).flatMap(([variable, value]) =>
    isTable(value) ? [[variable, getTableName(value)] as const] : [],
  ),
);

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.relative(SRC, path.join(e.parentPath, e.name)));
}

/** The tables a source file writes: Drizzle builders by variable, raw SQL by table name. */
function writesOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const written = new Set<string>();
  for (const m of code.matchAll(/\.(?:insert|update|delete)\(\s*([A-Za-z_]\w*)\s*\)/g)) {
    const table = nameOfVariable.get(m[1]!);
    if (table) written.add(table);
  }
  for (const m of code.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi)) {
    if (m[1]! in OWNERS) written.add(m[1]!);
  }
  return [...written];
}

describe('one owner per table', () => {
  it('names an owner (or the triggers) for every table of the schema', () => {
    const unlisted = tables.map((t) => getTableName(t)).filter((name) => !(name in OWNERS));
    expect(unlisted).toEqual([]);
  });

  it('finds every write of a table in its owner only', async () => {
    const strays: string[] = [];
    let writes = 0;
    for (const file of await sourceFiles(SRC)) {
      if (EXEMPT.some((prefix) => file.startsWith(prefix))) continue;
      for (const table of writesOf(await readFile(path.join(SRC, file), 'utf8'))) {
        writes += 1;
        const owner = OWNERS[table];
        if (owner === null || owner === undefined || !file.startsWith(owner)) {
          strays.push(`${file} writes ${table} (owner: ${owner ?? 'the triggers'})`);
        }
      }
    }
    expect(strays).toEqual([]);
    // The scan itself works: the server does write tables.
    expect(writes).toBeGreaterThan(10);
  });

  it('declares each table in the schema file named after its owner', async () => {
    const misplaced: string[] = [];
    const schemaDir = path.join(SRC, 'db/schema');
    for (const file of (await readdir(schemaDir)).filter((f) => f.endsWith('.ts'))) {
      if (file === 'index.ts' || file === 'columns.ts') continue;
      const declared = (await import(path.join(schemaDir, file))) as Record<string, unknown>;
      for (const value of Object.values(declared)) {
        if (!isTable(value)) continue;
        const owner = OWNERS[getTableName(value)];
        // modules/products/ → products.ts; lib/request-once.ts → request-ids.ts by its table.
        const expected = owner?.startsWith('modules/')
          ? `${owner.split('/')[1]}.ts`
          : `${getTableName(value).replaceAll('_', '-')}.ts`;
        if (owner !== null && file !== expected) {
          misplaced.push(`${getTableName(value)} in ${file}, not ${expected}`);
        }
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('recognises a stray write, Drizzle or raw SQL', () => {
    expect(writesOf('await tx.update(products).set({ is_paid: true })')).toEqual(['products']);
    expect(writesOf('sql`update trip_totals set lines = 0`')).toEqual(['trip_totals']);
    expect(writesOf('// update products in a comment')).toEqual([]);
  });
});
