import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { expectTotalsInStep } from '../../test/kept-totals';
import { seedDemoDepot } from './demo-depot';

// `npm run seed:demo -- --branches=3` (demo-branches.ts): a demo depot on three branches.

type Db = Awaited<ReturnType<typeof createTestDatabase>>;
let t: Db;
const TODAY = '2026-11-23';

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.db.execute(query)).rows as T[];
}

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoDepot(t.db, { customers: 400, goods: 4000, today: TODAY, branches: 3 });
}, 120_000);
afterAll(() => t.close());

describe('a demo depot on three branches', () => {
  it('adds two branches serving their provinces, and receives most goods at the first', async () => {
    const branches = await rows<{ code: string; provinces: number }>(sql`
      select b.code, count(bp.province_id)::int as provinces
      from branches b left join branch_provinces bp on bp.branch_id = b.id
      group by b.id order by b.id`);
    expect(branches.map((b) => b.code)).toEqual(['CN', 'CT', 'RG']);
    expect(branches.slice(1).every((b) => b.provinces === 2)).toBe(true);
    const [placed] = await rows<{ first: number; all: number; away: number; wrong: number }>(sql`
      select count(*) filter (where origin_branch_id = 1)::int as first, count(*)::int as all,
        count(*) filter (where destination_branch_id <> origin_branch_id)::int as away,
        count(*) filter (where origin_branch_id <> 1 and destination_branch_id not in
          (1, origin_branch_id))::int as wrong
      from products`);
    expect(placed!.first / placed!.all).toBeGreaterThan(0.6);
    expect(placed!.first / placed!.all).toBeLessThan(0.8);
    expect(placed!.away).toBeGreaterThan(0);
    // Another branch sends its goods back to the first, or keeps those of its own provinces.
    const [served] = await rows<{ n: number }>(sql`
      select count(*)::int as n from products p
      where p.origin_branch_id <> 1 and p.destination_branch_id = p.origin_branch_id
        and not exists (select 1 from customers c join branch_provinces bp
          on bp.province_id = c.province_2025_id where c.id = p.customer_id)
        and (select province_2025_id from customers where id = p.customer_id) is not null`);
    expect(served!.n).toBe(0);
  });

  it('departs the past trips between branches, and unloads those older than a day', async () => {
    const [road] = await rows<{
      between: number;
      stayed: number;
      departed: number;
      arrived: number;
      missing: number;
    }>(sql`
      select count(*) filter (where from_branch_id <> to_branch_id)::int as between,
        count(*) filter (where from_branch_id <> to_branch_id and datetime_from < ${TODAY}::date
          and departed_at is null)::int as stayed,
        count(*) filter (where departed_at is not null)::int as departed,
        (select count(*) from trip_items where arrived_at is not null)::int as arrived,
        (select count(*) from trip_items where missing_at is not null)::int as missing
      from trips`);
    expect(road!.between).toBeGreaterThan(0);
    expect(road!.stayed).toBe(0);
    expect(road!.departed).toBeGreaterThan(0);
    expect(road!.arrived).toBeGreaterThan(road!.missing);
  });

  it('keeps every kept total in step with the goods', async () => {
    await expectTotalsInStep(t.db);
  });
});
