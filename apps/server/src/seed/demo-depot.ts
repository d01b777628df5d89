/**
 * The demo depot (docs/domain.md): ≥ 10 000 customers, ~30 specifications, 60 vehicles,
 * 500 000 goods over three years and their trips, made set-based so it takes about a minute.
 * Used by `npm run seed:demo` (seed-demo.ts) and by the goods benchmark.
 */
import { depotToday } from '@depot/shared/validation/dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { systemContext } from '../lib/context';
import { depotTimeZone } from '../modules/settings/settings.service';
import { seededRandom } from './seeded-random';
import { DEMO_SPECIFICATIONS, demoCars } from './demo-catalogue';
import { insertDemoGoods } from './demo-goods';
import { insertDemoPayments } from './demo-payments';
import { insertDemoCod } from './demo-cod';
import { insertDemoPayouts } from './demo-payouts';
import { insertDemoTrips } from './demo-trips';
import { addDemoTotals, disableTotalTriggers, enableTotalTriggers } from './demo-totals';
import { ensureDemoBranches, placeDemoOnBranches } from './demo-branches';
import { insertCustomers } from './seed-customers';

export type DemoOptions = {
  /** Live customers to reach (only the missing ones are added). */
  customers?: number;
  goods?: number;
  cars?: number;
  /** Add on top of a database that already has goods. */
  force?: boolean;
  /** Branches in all (demo-branches.ts); 1 by default: the depot as it was. */
  branches?: number;
  /** The demo's "today", `YYYY-MM-DD`; the real date by default. */
  today?: string;
  log?: (message: string) => void;
};

export type DemoSummary = {
  customersAdded: number;
  customers: number;
  specifications: number;
  cars: number;
  goods: number;
  loaded: number;
  paid: number;
  trips: number;
  tripItems: number;
  archivedTrips: number;
  archivedGoods: number;
  firstDate: string;
  lastDate: string;
  seconds: number;
};

/** Refused: the database already has goods and `force` was not given. */
export class DemoRefusedError extends Error {}

const THREE_YEARS = 3 * 365;

async function count(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  return (await db.execute<{ n: number }>(query)).rows[0]?.n ?? 0;
}

/** Specifications by name, the missing ones created. */
async function ensureSpecifications(db: Database): Promise<Map<string, number>> {
  const names = [...DEMO_SPECIFICATIONS];
  await db.execute(sql`
    insert into specifications (name) select unnest(${sql.param(names)}::text[])
    on conflict do nothing`);
  const rows = await db.execute<{ id: number; name: string }>(sql`
    select id, name from specifications where lower(name) = any(${sql.param(names.map((n) => n.toLowerCase()))}::text[])`);
  const byLower = new Map(rows.rows.map((r) => [r.name.toLowerCase(), r.id]));
  return new Map(names.map((name) => [name, byLower.get(name.toLowerCase())!]));
}

/** The demo's vehicles (the same plates every run), the missing ones created. */
async function ensureCars(db: Database, n: number): Promise<number[]> {
  const cars = demoCars(n, seededRandom(60_060));
  const plates = cars.map((c) => c.number_car);
  await db.execute(sql`
    insert into cars (number_car, driver_name, total_weight)
    select * from unnest(${sql.param(plates)}::text[],
      ${sql.param(cars.map((c) => c.driver_name))}::text[],
      ${sql.param(cars.map((c) => c.total_weight))}::numeric[])
    on conflict (number_car) do nothing`);
  const rows = await db.execute<{ id: number }>(
    sql`select id from cars where number_car = any(${sql.param(plates)}::text[]) order by id`,
  );
  return rows.rows.map((r) => r.id);
}

/** Fills the database; throws DemoRefusedError when it has goods and `force` is not set. */
export async function seedDemoDepot(db: Database, options: DemoOptions = {}): Promise<DemoSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const goods = options.goods ?? 500_000;
  // The demo depot's last day is today at the depot, in the zone its settings name.
  const today = options.today ?? depotToday(await depotTimeZone(systemContext(db)));
  const existing = await count(db, sql`select count(*)::int as n from products`);
  if (existing > 0 && !options.force) {
    throw new DemoRefusedError(
      `Cơ sở dữ liệu đã có ${existing} hàng hóa: không tạo dữ liệu mẫu. ` +
        'Chạy lại với --force để thêm dữ liệu mẫu vào dữ liệu hiện có.',
    );
  }
  const step = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const result = await fn();
    log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return result;
  };

  const live = sql`select count(*)::int as n from customers where deleted_at is null`;
  const missing = Math.max(0, (options.customers ?? 10_000) - (await count(db, live)));
  if (missing > 0) {
    // A few of them come out soft-deleted (seed-customers.ts): ask for a little more.
    const ask = Math.ceil(missing * 1.025);
    // About a third give an address of the 2025 list (docs/decisions/0010-addresses-2025.md); the rest are old addresses
    // left for the conversion screen.
    await step(`${ask} khách hàng`, () =>
      insertCustomers(db, ask, seededRandom(10_000), { newAddresses: 1 / 3 }),
    );
  }
  const specIds = await ensureSpecifications(db);
  const carIds = await ensureCars(db, options.cars ?? 60);
  const userId =
    (await db.execute<{ id: number }>(sql`select id from users order by id limit 1`)).rows[0]?.id ??
    null;
  const lastId = await count(db, sql`select coalesce(max(id), 0)::int as n from products`);
  const lastTripId = await count(db, sql`select coalesce(max(id), 0)::int as n from trips`);

  const trips = await db.transaction(async (tx) => {
    // PostgreSQL's random() draws every value: seeded, the same depot comes out each time.
    await tx.execute(sql`select setseed(0.2024)`);
    // The kept totals are added set-based once everything is loaded (demo-totals.ts).
    await disableTotalTriggers(tx);
    await step(`${goods} hàng hóa`, () =>
      insertDemoGoods(tx, { count: goods, today, days: THREE_YEARS, specIds, createdBy: userId }),
    );
    // Statistics for the rows just written, which the trips' joins read (ANALYZE, unlike
    // VACUUM, runs inside the transaction and sees its rows).
    await step('ANALYZE hàng hóa', () => tx.execute(sql`analyze products`));
    const made = await step('chuyến xe', () =>
      insertDemoTrips(tx, { afterProductId: lastId, carIds, archived: 12, today, userId }),
    );
    if ((options.branches ?? 1) > 1) {
      const branchIds = await ensureDemoBranches(tx, options.branches!);
      await step(`${branchIds.length} chi nhánh`, () =>
        placeDemoOnBranches(tx, { afterProductId: lastId, branchIds, today }),
      );
    }
    await step('phiếu thu', () => insertDemoPayments(tx, lastId));
    await step('phiếu chi (chi phí chuyến)', () =>
      insertDemoPayouts(tx, { afterTripId: lastTripId, userId }),
    );
    await step('thu hộ', () => insertDemoCod(tx, { afterProductId: lastId, today, userId }));
    await step('số liệu tổng hợp', () => addDemoTotals(tx, lastId));
    await enableTotalTriggers(tx);
    return made;
  });
  // VACUUM sets the visibility map, without which index-only scans (the list's count) still
  // read the table, and merges the trigram indexes' pending lists; ANALYZE gives the planner
  // statistics for rows it has never seen.
  await step('VACUUM (ANALYZE)', () => db.execute(sql`vacuum (analyze)`));

  const made = await db.execute<{
    n: number;
    loaded: number;
    paid: number;
    first: string;
    last: string;
  }>(sql`
    select count(*)::int as n, count(*) filter (where status)::int as loaded,
      count(*) filter (where is_paid)::int as paid, min(datetime)::text as first,
      max(datetime)::text as last
    from products where id > ${lastId}::int`);
  const m = made.rows[0]!;
  return {
    customersAdded: missing > 0 ? Math.ceil(missing * 1.025) : 0,
    customers: await count(db, live),
    specifications: specIds.size,
    cars: carIds.length,
    goods: m.n,
    loaded: m.loaded,
    paid: m.paid,
    trips: trips.trips,
    tripItems: trips.items,
    archivedTrips: trips.archivedTrips,
    archivedGoods: trips.archivedGoods,
    firstDate: m.first,
    lastDate: m.last,
    seconds: (performance.now() - started) / 1000,
  };
}
