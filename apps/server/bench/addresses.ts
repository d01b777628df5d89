/**
 * Addresses after the 2025 reform (docs/decisions/0010-addresses-2025.md): loading the shipped units on an empty database
 * and at a start-up where they are loaded, then converting BENCH_CONVERSIONS customers (default
 * 10 000) whose old ward went whole into one new ward, plus a fifth as many that need a person,
 * through the service behind POST /api/customers/address-conversion: one transaction, an audit
 * row each. The target: 10 000 conversions in ≤ 5 s.
 *
 *   npm run bench -w apps/server -- addresses
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { systemContext } from '../src/lib/context';
import {
  convertCertain,
  conversionStatus,
} from '../src/modules/customers/address-conversion.service';
import { seedUnits2025 } from '../src/modules/locations/address-2025-seed';
import { seedLocations } from '../src/modules/locations/location-seed';

const CONVERSIONS = Number(process.env.BENCH_CONVERSIONS ?? 10_000);
const TARGET_MS = 5000;

async function stopwatch<T>(label: string, fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await fn();
  const ms = performance.now() - started;
  console.log(`${label}: ${ms.toFixed(0)} ms`);
  return [result, ms];
}

/** `count` customers at old wards of the given kind (certain or not), round robin. */
async function insertAt(db: Database, count: number, certain: boolean) {
  await db.execute(sql`
    with kinds as (
      select old_ward_id, count(*) = 1 and bool_and(whole) as certain
      from ward_conversions group by old_ward_id
    ),
    pool as (
      select row_number() over (order by w.id) as n, w.id as ward_id, w.district_id, d.province_id
      from wards w join districts d on d.id = w.district_id
      join kinds k on k.old_ward_id = w.id and k.certain = ${certain}
    ),
    size as (select count(*) as total from pool)
    insert into customers (full_name, phone, number_house, province_id, district_id, ward_id)
    select 'Khách chuyển đổi ' || g, '09' || lpad(g::text, 8, '0'), g || ' Lê Lợi',
      p.province_id, p.district_id, p.ward_id
    from generate_series(1, ${count}) g
    cross join size
    join pool p on p.n = 1 + (g % size.total)`);
}

async function main() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'depot-bench-'));
  const cluster = await startEmbeddedPostgres(tmp, () => {});
  const handle = openDatabase(cluster.url, 4);
  try {
    const { db } = handle;
    await runMigrations(db);
    await stopwatch('Nạp danh mục cũ (seedLocations)', () => seedLocations(db));
    await stopwatch('Nạp danh mục 2025 lần đầu (seedUnits2025)', () =>
      seedUnits2025(db, console.log),
    );
    await stopwatch('Khởi động khi đã nạp (seedUnits2025)', () => seedUnits2025(db));
    await insertAt(db, CONVERSIONS, true);
    await insertAt(db, Math.round(CONVERSIONS / 5), false);
    await db.execute(sql`vacuum analyze`);

    const ctx = systemContext(db);
    const [status] = await stopwatch('GET /customers/address-conversion (đếm + trang đầu)', () =>
      conversionStatus(ctx, { paged: 1, limit: 20 }),
    );
    console.log(
      `  còn địa chỉ cũ ${status.old_count}, chuyển chắc chắn được ${status.certain_count}, ` +
        `cần chọn ${status.uncertain.total}`,
    );
    const [result, ms] = await stopwatch(
      `POST /customers/address-conversion (${CONVERSIONS} khách, một giao dịch, có nhật ký)`,
      () => convertCertain(ctx),
    );
    const audited = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from audit_log where action = 'address_conversion'`,
      )
    ).rows[0]!.n;
    console.log(`  đã chuyển ${result.converted}, dòng nhật ký ${audited}`);
    const pass = result.converted === CONVERSIONS && audited === CONVERSIONS && ms <= TARGET_MS;
    console.log(
      `${pass ? 'ĐẠT' : 'KHÔNG ĐẠT'}: ${CONVERSIONS} chuyển đổi trong ${(ms / 1000).toFixed(2)} s ` +
        `(mục tiêu ≤ ${TARGET_MS / 1000} s)`,
    );
    if (!pass) process.exitCode = 1;
  } finally {
    await handle.close();
    await cluster.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}

await main();
