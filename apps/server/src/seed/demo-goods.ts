/**
 * The demo depot's goods, in one set-based INSERT … SELECT over generate_series: the catalogue
 * goes in as arrays, every random draw is made by PostgreSQL (seeded with setseed() by the
 * caller, so the same depot comes out each time), and the month's codes are numbered by a window
 * function on top of what product_code_counters already holds.
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { DEMO_CATALOGUE, DEMO_NOTES } from './demo-catalogue';

export type DemoGoodsOptions = {
  count: number;
  /** The last receive date, `YYYY-MM-DD`: the demo's "today". */
  today: string;
  /** How far back receive dates go, in days. */
  days: number;
  /** Specification id by name (every catalogue unit is in it). */
  specIds: Map<string, number>;
  createdBy: number | null;
};

/**
 * Inserts the goods. Draws: the customer with a skew (a few big shippers, a long tail), the
 * item with the first catalogue lines more frequent, the receive date busier lately (the depot
 * grew) and never a Sunday, small quantities more often than large, 85 % priced the item's
 * usual way, 5 % a lump sum (`is_total_money`), paid mostly for older goods, a note on one
 * line in six, 0.4 % deleted. Goods received three or more days before `today` are on a vehicle
 * (status true) 95 % of the time; demo-trips.ts puts them on their trips.
 */
export async function insertDemoGoods(tx: Transaction, o: DemoGoodsOptions): Promise<void> {
  const cat = DEMO_CATALOGUE;
  const notes = [...DEMO_NOTES];
  const param = (values: unknown[]) => sql.param(values);
  const specId = (name: string) => {
    const id = o.specIds.get(name);
    if (id === undefined) throw new Error(`Thiếu quy cách ${name}`);
    return id;
  };
  await tx.execute(sql`
    insert into products (customer_id, name, price, quantity, total_weight, price_type,
      is_total_money, specification_id, is_paid, paid_amount, status, datetime, product_type, year_create,
      month_create, "order", created_by, created_at, updated_at, deleted_at)
    with cat as (
      select * from unnest(${param(cat.map((c) => c.name))}::text[],
        ${param(cat.map((c) => specId(c.spec)))}::int[],
        ${param(cat.map((c) => c.kg[0]))}::numeric[], ${param(cat.map((c) => c.kg[1]))}::numeric[],
        ${param(cat.map((c) => c.maxQty))}::int[], ${param(cat.map((c) => c.perPackage))}::bool[],
        ${param(cat.map((c) => c.packagePrice[0]))}::int[],
        ${param(cat.map((c) => c.packagePrice[1]))}::int[])
        with ordinality as c(name, spec_id, kg_min, kg_max, max_qty, per_package, p_min, p_max, item)
    ),
    -- Live customers in a fixed shuffled order: which ones ship most does not follow their ids.
    -- Joined by rank, not read from one array: an array carried along would travel with every
    -- row into the sort below (measured: 800 MB of temp files for 20 000 goods).
    cust as (
      select id, row_number() over (order by md5(id::text))::int as rank
      from customers where deleted_at is null
    ),
    raw as (
      select g, random() as r_item, random() as r_cust, random() as r_day, random() as r_qty,
        random() as r_kg, random() as r_type, random() as r_price, random() as r_total,
        random() as r_paid, random() as r_note, random() as r_del, random() as r_sec,
        random() as r_load, random() as r_mix
      from generate_series(1, ${o.count}::int) g
    ),
    picked as (
      select r.*, c.name, c.spec_id, c.kg_min, c.kg_max, c.max_qty, c.per_package, c.p_min,
        c.p_max, cust.id as customer_id,
        -- Half the goods spread evenly, half more recent the more likely: a busy day now
        -- has about three times the goods of one three years ago.
        ${o.today}::date - floor(${o.days}::int *
          case when r.r_mix < 0.5 then r.r_day else 1 - sqrt(r.r_day) end)::int as day0
      from raw r
      join cat c on c.item = 1 + floor(${cat.length}::int * power(r.r_item, 1.6))::int
      join cust on cust.rank = 1 + floor(
        (select count(*) from customers where deleted_at is null) * power(r.r_cust, 2.2))::int
    ),
    dated as (
      select p.*,
        -- The depot is closed on Sundays: those goods came in on the Saturday.
        p.day0 - (extract(isodow from p.day0) = 7)::int as day,
        1 + floor(p.max_qty * power(p.r_qty, 2.5))::int as quantity,
        (p.r_type < 0.85) = p.per_package as package
      from picked p
    ),
    priced as (
      select d.*,
        round(d.quantity * (d.kg_min + (d.kg_max - d.kg_min) * d.r_kg::numeric), 2) as weight,
        case when d.package
          then round((d.p_min + (d.p_max - d.p_min) * d.r_price) / 1000) * 1000
          -- Per kg: 1 200 to 4 500 đồng, in hundreds.
          else (12 + floor(d.r_price * 34)) * 100
        end::bigint as unit_price,
        (d.day::timestamp + make_interval(secs => 25200 + d.r_sec * 39600))
          at time zone 'Asia/Ho_Chi_Minh' as received_at
      from dated d
    ),
    lines as (
      select p.*, p.r_total < 0.05 as total_money,
        case when p.package then p.unit_price * p.quantity
          else round(p.unit_price * p.weight) end as line_amount,
        ${o.today}::date - p.day as age,
        p.r_del < 0.004 as deleted,
        -- Older goods are mostly paid by now; this week's mostly not.
        p.r_paid < case when ${o.today}::date - p.day > 90 then 0.985
          when ${o.today}::date - p.day > 30 then 0.9
          when ${o.today}::date - p.day > 7 then 0.6 else 0.25 end as paid
      from priced p
    )
    select l.customer_id, l.name,
      case when l.total_money then greatest(10000, round(l.line_amount / 10000) * 10000)::bigint
        else l.unit_price end,
      l.quantity, l.weight, case when l.package then 'package' else 'weight' end,
      l.total_money, case when l.package then null else l.spec_id end,
      l.paid,
      -- Paid in full: the line's amount, as the price column above makes it.
      case when not l.paid then 0
        when l.total_money then greatest(10000, round(l.line_amount / 10000) * 10000)::bigint
        else l.line_amount::bigint end,
      not l.deleted and l.age >= 3 and l.r_load < 0.95,
      l.day,
      case when l.r_note < 0.17
        then (${param(notes)}::text[])[1 + floor(l.r_note / 0.17 * ${notes.length}::int)::int] end,
      extract(year from l.day)::int, extract(month from l.day)::int,
      coalesce(k.last_order, 0) + row_number() over (
        partition by extract(year from l.day), extract(month from l.day)
        order by l.received_at, l.g),
      ${o.createdBy}::int, least(l.received_at, now()), least(l.received_at, now()),
      case when l.deleted then least(l.received_at + interval '2 hours', now()) end
    from lines l
    left join product_code_counters k
      on k.year_create = extract(year from l.day) and k.month_create = extract(month from l.day)
  `);
  // New goods of a month continue after the last code the seed gave out in it.
  await tx.execute(sql`
    insert into product_code_counters (year_create, month_create, last_order)
    select year_create, month_create, max("order") from products group by 1, 2
    on conflict (year_create, month_create)
      do update set last_order = greatest(product_code_counters.last_order, excluded.last_order)`);
}
