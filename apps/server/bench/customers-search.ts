/**
 * Customer search at scale: 100 000 customers with realistic Vietnamese names (and their
 * goods, so the outstanding debt the list computes by default has rows to sum), then the exact
 * service call behind GET /api/customers with accent-folded, accented and phone keywords.
 * Prints median and p95 of 20 timed runs after warm-up, and whether PostgreSQL's plans use the
 * trigram indexes. Sizes: BENCH_CUSTOMERS, BENCH_PRODUCTS.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { customerListQuerySchema } from '@depot/shared/customers/customers.schema';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { openDatabase, type Database } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import * as schema from '../src/db/schema/index';
import { systemContext } from '../src/lib/context';
import { listCustomers } from '../src/modules/customers/customers.service';
import { seedLocations } from '../src/modules/locations/location-seed';
import { ms, seededRandom, time } from './lib/stats';
import { insertCustomers } from '../src/seed/seed-customers';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 150_000);
/** Rows per INSERT … SELECT FROM unnest(arrays): one statement, one round trip per batch. */
const BATCH = 5000;
const random = seededRandom(20_240_601);
const log = (message: string) => console.log(message);

async function stopwatch<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  log(`${label}: ${((performance.now() - started) / 1000).toFixed(2)} s`);
  return result;
}

/** Goods spread over the customers, a third of them unpaid, coded per month. */
async function insertProducts(db: Database) {
  const specs = await db
    .insert(schema.specifications)
    .values(['Thùng', 'Bao', 'Kiện lớn', 'Cuộn', 'Két'].map((name) => ({ name })))
    .returning({ id: schema.specifications.id });
  const [{ max } = { max: 0 }] = (
    await db.execute<{ max: number }>(sql`select max(id)::int as max from customers`)
  ).rows;
  const goods = ['Thùng hàng điện tử', 'Bao gạo', 'Phụ tùng xe máy', 'Vải cuộn', 'Trái cây'];
  const perMonth = new Map<string, number>();
  for (let done = 0; done < PRODUCTS; done += BATCH) {
    const n = Math.min(BATCH, PRODUCTS - done);
    const c: Record<string, unknown[]> = {};
    const push = (k: string, v: unknown) => (c[k] ??= []).push(v);
    for (let i = 0; i < n; i++) {
      const month = 1 + Math.floor(random() * 12);
      const key = `2024-${month}`;
      const order = (perMonth.get(key) ?? 0) + 1;
      perMonth.set(key, order);
      const packaged = random() < 0.3;
      push('customer', 1 + Math.floor(random() * max));
      push('name', goods[Math.floor(random() * goods.length)]);
      push('price', packaged ? 50_000 : 1500 + Math.floor(random() * 20) * 100);
      push('quantity', 1 + Math.floor(random() * 20));
      push('weight', Math.round(random() * 50_000) / 100);
      push('type', packaged ? 'package' : 'weight');
      push('spec', packaged ? null : specs[Math.floor(random() * specs.length)]!.id);
      push('paid', random() > 0.33);
      push('date', `2024-${String(month).padStart(2, '0')}-15`);
      push('month', month);
      push('order', order);
    }
    const p = (k: string) => sql.param(c[k]);
    await db.execute(sql`
      insert into products (customer_id, name, price, quantity, total_weight, price_type,
        specification_id, is_paid, datetime, year_create, month_create, "order")
      select u.customer_id, u.name, u.price, u.quantity, u.total_weight, u.price_type,
        u.specification_id, u.is_paid, u.datetime, 2024, u.month, u.ord
      from unnest(${p('customer')}::int[], ${p('name')}::text[], ${p('price')}::bigint[],
        ${p('quantity')}::int[], ${p('weight')}::numeric[], ${p('type')}::text[],
        ${p('spec')}::int[], ${p('paid')}::bool[], ${p('date')}::date[], ${p('month')}::int[],
        ${p('order')}::int[])
        as u(customer_id, name, price, quantity, total_weight, price_type, specification_id,
          is_paid, datetime, month, ord)`);
  }
}

type Statement = { text: string; params: unknown[] };

/** Which of the trigram indexes a plan reads, and the plan lines that say how rows are found. */
function describePlan(plan: string[]): { indexes: string[]; lines: string[] } {
  const indexes = [...new Set(plan.join('\n').match(/customers_\w+_trgm/g) ?? [])];
  const lines = plan.filter((line) =>
    /Scan|Limit|Sort|Aggregate|Hash Join|Nested Loop|Execution Time|Recheck/.test(line),
  );
  return { indexes, lines };
}

async function main() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'depot-bench-'));
  const cluster = await startEmbeddedPostgres(tmp, () => {});
  const handle = openDatabase(cluster.url, 4);
  try {
    const { db } = handle;
    await runMigrations(db);
    await stopwatch('Nạp danh mục hành chính (seedLocations)', () => seedLocations(db));
    await stopwatch(`Thêm ${CUSTOMERS} khách hàng`, () => insertCustomers(db, CUSTOMERS, random));
    await stopwatch(`Thêm ${PRODUCTS} hàng hóa`, () => insertProducts(db));
    // VACUUM as well: bulk inserts leave rows in each GIN index's pending list, which only
    // VACUUM (or autovacuum) merges; a plain ANALYZE leaves it, and the planner, counting those
    // pages, then prefers a sequential scan (measured: 94 ms instead of ~10 ms for a count).
    await stopwatch('VACUUM ANALYZE', () => db.execute(sql`vacuum analyze`));

    // The same pool with a logger: every statement the service sends is kept for EXPLAIN.
    let captured: Statement[] = [];
    const traced = drizzle(handle.pool, {
      schema,
      logger: { logQuery: (text, params) => captured.push({ text, params }) },
    }) as unknown as Database;

    const cases: [string, Record<string, string>][] = [
      ["full_name='nguyen van' (không dấu)", { full_name: 'nguyen van' }],
      ["full_name='NGUYỄN VĂN AN' (có dấu, chữ hoa)", { full_name: 'NGUYỄN VĂN AN' }],
      ["phone='8123' (chuỗi con)", { phone: '8123' }],
      ['không lọc (trang đầu)', {}],
    ];
    for (const [label, params] of cases) {
      const query = customerListQuerySchema.parse(params);
      captured = [];
      const page = await listCustomers(systemContext(traced), query);
      const statements = captured;
      const timing = await time(() => listCustomers(systemContext(db), query), {
        warmup: 3,
        runs: 20,
      });
      log(`\n▶ ${label}: ${page.total} khách hàng khớp, trang 1 có ${page.rows.length} dòng`);
      log(
        `  GET /api/customers (has_debt=true): trung vị ${ms(timing.median)}, p95 ${ms(timing.p95)}`,
      );
      for (const [i, statement] of statements.entries()) {
        const result = await handle.pool.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, costs off) ${statement.text}`,
          statement.params,
        );
        const { indexes, lines } = describePlan(result.rows.map((r) => r['QUERY PLAN']));
        const what = /count\(/.test(statement.text)
          ? 'đếm'
          : /sum\(/.test(statement.text)
            ? 'công nợ'
            : 'trang';
        log(
          `  [${i + 1}] câu ${what}: chỉ mục trigram ${indexes.length ? indexes.join(', ') : 'không dùng'}`,
        );
        // Long conditions (the 50 ids of the debt query) are cut: the node kinds are the point.
        for (const line of lines) log(`      ${line.trim().slice(0, 140)}`);
      }
    }
  } finally {
    await handle.close();
    await cluster.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}

await main();
