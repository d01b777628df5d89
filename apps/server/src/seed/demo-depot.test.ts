import { productCode } from '@depot/shared/products/products.rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { expectTotalsInStep } from '../../test/kept-totals';
import { DemoRefusedError, seedDemoDepot, type DemoSummary } from './demo-depot';

type Db = Awaited<ReturnType<typeof createTestDatabase>>;
let t: Db;
let first: DemoSummary;
const TODAY = '2026-11-23';

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.db.execute(query)).rows as T[];
}

beforeAll(async () => {
  t = await createTestDatabase();
  first = await seedDemoDepot(t.db, { customers: 400, goods: 6000, today: TODAY });
}, 120_000);
afterAll(() => t.close());

describe('seedDemoDepot (a small demo depot)', () => {
  it('makes the customers, specifications, vehicles and goods it reports', async () => {
    expect(first).toMatchObject({ specifications: 30, cars: 60, goods: 6000 });
    // At least the customers asked for: a few of the added ones come out soft-deleted.
    expect(first.customers).toBeGreaterThanOrEqual(400);
    const [cars] = await rows<{ n: number; min: number; max: number; bad: number }>(sql`
      select count(*)::int as n, min(total_weight)::float as min, max(total_weight)::float as max,
        count(*) filter (where number_car !~ '^[0-9]{2}C-[0-9]{3}\\.[0-9]{2}$')::int as bad
      from cars`);
    expect(cars).toEqual({ n: 60, min: 1500, max: 15000, bad: 0 });
    const [range] = await rows<{ first: string; last: string; sundays: number }>(sql`
      select min(datetime)::text as first, max(datetime)::text as last,
        count(*) filter (where extract(isodow from datetime) = 7)::int as sundays from products`);
    expect(range!.first >= '2023-11-24' && range!.last <= TODAY).toBe(true);
    expect(range!.sundays).toBe(0);
  });

  it('gives about a third of the customers an address of the 2025 list (docs/decisions/0010-addresses-2025.md)', async () => {
    const [kinds] = await rows<{ all: number; fresh: number; old_left: number }>(sql`
      select count(*)::int as all,
        count(*) filter (where address_version = 2025 and ward_id is null)::int as fresh,
        count(*) filter (where address_version = 1 and ward_2025_id is null)::int as old_left
      from customers`);
    expect(kinds!.fresh + kinds!.old_left).toBe(kinds!.all);
    expect(kinds!.fresh / kinds!.all).toBeGreaterThan(0.25);
    expect(kinds!.fresh / kinds!.all).toBeLessThan(0.42);
  });

  it('numbers each month 1, 2, 3… and leaves the counter on the last order', async () => {
    const months = await rows<{ n: number; max: number; last_order: number }>(sql`
      select count(*)::int as n, max(p."order")::int as max, k.last_order
      from products p join product_code_counters k
        on k.year_create = p.year_create and k.month_create = p.month_create
      group by p.year_create, p.month_create, k.last_order`);
    expect(months.length).toBeGreaterThanOrEqual(36);
    for (const m of months) expect([m.max, m.last_order]).toEqual([m.n, m.n]);
    const [row] = await rows<{ year_create: number; month_create: number; order: number }>(
      sql`select year_create, month_create, "order" from products where datetime = '2026-11-02' limit 1`,
    );
    if (row) expect(productCode(row)).toMatch(/^2611-\d{4}$/);
  });

  it('puts loaded goods on one live trip each and leaves recent goods waiting', async () => {
    const [check] = await rows<Record<string, number>>(sql`
      select
        count(*) filter (where p.status and ti.id is null)::int as loaded_without_trip,
        count(*) filter (where not p.status and ti.id is not null)::int as trip_without_status,
        count(*) filter (where p.status and p.datetime > ${TODAY}::date - 3)::int as recent_loaded,
        count(*) filter (where ti.id is not null and t.datetime_from < p.datetime)::int as early
      from products p
      left join trip_items ti on ti.product_id = p.id and ti.removed_at is null
      left join trips t on t.id = ti.trip_id`);
    expect(check).toEqual({
      loaded_without_trip: 0,
      trip_without_status: 0,
      recent_loaded: 0,
      early: 0,
    });
    expect(first.loaded / first.goods).toBeGreaterThan(0.85);
    expect(first.archivedTrips).toBe(12);
    const [archived] = await rows<{ live: number }>(sql`
      select count(*)::int as live from trip_items ti join trips t on t.id = ti.trip_id
      where t.archived_at is not null and ti.removed_at is null`);
    expect(archived!.live).toBe(0);
  });

  it('mostly has older goods paid, and prices in whole đồng with the amount rules', async () => {
    const [paid] = await rows<{ old: number; recent: number; bad: number }>(sql`
      select avg(is_paid::int) filter (where datetime < ${TODAY}::date - 90)::float as old,
        avg(is_paid::int) filter (where datetime >= ${TODAY}::date - 7)::float as recent,
        count(*) filter (where price_type = 'weight' and specification_id is null)::int as bad
      from products`);
    expect(paid!.old).toBeGreaterThan(0.95);
    expect(paid!.recent).toBeLessThan(0.5);
    expect(paid!.bad).toBe(0);
  });

  it('keeps the goods, statement and trip totals equal to the rows it loaded', async () => {
    // Loaded with the totals' row triggers off, then added set-based (demo-totals.ts).
    await expectTotalsInStep(t.db);
    const [on] = await rows<{ n: number }>(sql`
      select count(*)::int as n from pg_trigger
      where tgname in ('products_customer_goods_totals', 'trip_items_statement_totals')
        and tgenabled = 'O'`);
    expect(on!.n).toBe(2);
  });

  it('gives every live trip its fuel cost, numbered PC-YYMM-NNNN by month, none in the future', async () => {
    const [costs] = await rows<{ trips: number; fuel: number; future: number; other: number }>(sql`
      select (select count(*)::int from trips where archived_at is null) as trips,
        count(*) filter (where cost_type = 'fuel')::int as fuel,
        count(*) filter (where paid_at > now())::int as future,
        count(*) filter (where kind = 'other' or (kind = 'trip' and trip_id is null))::int as other
      from payouts`);
    expect(costs).toMatchObject({ fuel: costs!.trips, future: 0, other: 0 });
    const months = await rows<{ n: number; max: number; last_order: number }>(sql`
      select count(*)::int as n, max(o.number_order)::int as max, min(k.last_order)::int as last_order
      from payouts o join payment_number_counters k
        on k.series = 'PC' and k.number_year = o.number_year and k.number_month = o.number_month
      group by o.number_year, o.number_month`);
    expect(months.length).toBeGreaterThanOrEqual(36);
    for (const m of months) expect([m.max, m.last_order]).toEqual([m.n, m.n]);
  });

  it('has senders’ thu hộ collected with the freight, and what was collected before this month paid out', async () => {
    const [cod] = await rows<{
      lines: number;
      senders: number;
      collected: number;
      paid_out: number;
      this_month_paid: number;
    }>(sql`
      select count(*)::int as lines, count(distinct sender_id)::int as senders,
        count(*) filter (where cod_paid = cod_amount)::int as collected,
        count(*) filter (where cod_paid_out = cod_paid and cod_paid > 0)::int as paid_out,
        count(*) filter (where cod_paid_out > 0 and datetime >= '2026-11-02')::int as this_month_paid
      from products where cod_amount > 0`);
    expect(cod!.lines / 6000).toBeGreaterThan(0.03);
    expect(cod!.senders).toBeGreaterThan(50);
    expect(cod!.collected).toBeGreaterThan(cod!.paid_out);
    expect(cod!.paid_out).toBeGreaterThan(0);
    expect(cod!.this_month_paid).toBe(0);
    const [payouts] = await rows<{ n: number; bad: number }>(sql`
      select count(*)::int as n,
        count(*) filter (where cod_gross <> (select sum(amount) from cod_payout_lines l
                                             where l.payout_id = o.id))::int as bad
      from payouts o where kind = 'cod'`);
    expect(payouts!.n).toBeGreaterThan(0);
    expect(payouts!.bad).toBe(0);
    // cod_paid and cod_paid_out equal their rows: the restore's recount finds nothing.
    await expectTotalsInStep(t.db);
  });

  it('refuses a database with goods, and with force adds on top continuing the codes', async () => {
    await expect(seedDemoDepot(t.db, { customers: 400, goods: 10 })).rejects.toThrow(
      DemoRefusedError,
    );
    const before = await rows<{ last_order: number }>(
      sql`select last_order from product_code_counters where year_create = 2026 and month_create = 11`,
    );
    const more = await seedDemoDepot(t.db, {
      customers: 400,
      goods: 3000,
      today: TODAY,
      force: true,
    });
    expect(more).toMatchObject({ customersAdded: 0, goods: 3000, cars: 60 });
    const [nov] = await rows<{ n: number; distinct: number; max: number; last_order: number }>(sql`
      select count(*)::int as n, count(distinct p."order")::int as distinct,
        max(p."order")::int as max, min(k.last_order)::int as last_order
      from products p join product_code_counters k using (year_create, month_create)
      where p.year_create = 2026 and p.month_create = 11`);
    expect(nov!.n).toBeGreaterThan(before[0]!.last_order);
    expect([nov!.distinct, nov!.max, nov!.last_order]).toEqual([nov!.n, nov!.n, nov!.n]);
    // Added on top of existing trips and totals: still equal to the rows.
    await expectTotalsInStep(t.db);
  });
});
