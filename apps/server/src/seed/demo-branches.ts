/**
 * `--branches=N`: the demo depot with N branches (docs/domain.md, "Branches"). The first branch
 * is the depot that existed (Sài Gòn); the others serve Mekong and central provinces. Goods are
 * placed set-based, inside the seed's transaction: most are received at the first branch and go
 * to the branch serving their customer's province; the other branches send theirs back to the
 * first. Trips leave from the branch of their goods; those of past days have left, and those
 * older than a day were scanned off at the other end, a few parcels missing.
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';

/** The branches a demo may add, in order, with the 2025 provinces each serves (by name). */
const DEMO_BRANCHES = [
  {
    code: 'CT',
    name: 'Chi nhánh Cần Thơ',
    address: '12 Trần Hưng Đạo, Ninh Kiều, Cần Thơ',
    phone: '0292 3812 345',
    provinces: ['Cần Thơ', 'Vĩnh Long'],
  },
  {
    code: 'RG',
    name: 'Chi nhánh Rạch Giá',
    address: '45 Nguyễn Trung Trực, Rạch Giá, An Giang',
    phone: '0297 3866 123',
    provinces: ['An Giang', 'Cà Mau'],
  },
  {
    code: 'DN',
    name: 'Chi nhánh Đà Nẵng',
    address: '88 Điện Biên Phủ, Thanh Khê, Đà Nẵng',
    phone: '0236 3655 777',
    provinces: ['Đà Nẵng', 'Quảng Ngãi'],
  },
] as const;

export const MAX_DEMO_BRANCHES = DEMO_BRANCHES.length + 1;

/** Adds the demo's branches up to `count` in all; their ids, the first branch's first. */
export async function ensureDemoBranches(tx: Transaction, count: number): Promise<number[]> {
  for (const b of DEMO_BRANCHES.slice(0, Math.max(0, count - 1))) {
    const made = await tx.execute<{ id: number }>(sql`
      insert into branches (name, code, address, phone)
      values (${b.name}, ${b.code}, ${b.address}, ${b.phone})
      on conflict (code) do update set code = excluded.code
      returning id`);
    const id = made.rows[0]!.id;
    // A province is served by one branch at most: one served already stays with its branch.
    await tx.execute(sql`
      insert into branch_provinces (branch_id, province_id)
      select ${id}::int, p.id from provinces_2025 p
      where p.name ilike any (${sql.param(b.provinces.map((name) => `%${name}`))}::text[])
      on conflict do nothing`);
  }
  const ids = await tx.execute<{ id: number }>(
    sql`select id from branches order by id limit ${count}::int`,
  );
  return ids.rows.map((r) => r.id);
}

/**
 * Places the goods above `afterProductId` and their trips on the branches (the first one's id
 * first). Triggers off for these updates (the foreign keys are met by construction); the one kept
 * total that reads the goods' ends, per value and pair of ends (migration 0057), is counted
 * again after (`goods_value_totals_rebuild`, migration 0059).
 */
export async function placeDemoOnBranches(
  tx: Transaction,
  o: { afterProductId: number; branchIds: number[]; today: string },
): Promise<void> {
  const [first, ...others] = o.branchIds;
  if (first === undefined || others.length === 0) return;
  await tx.execute(sql`set local session_replication_role = replica`);
  await tx.execute(sql`
    with served as (
      select c.id as customer_id, bp.branch_id
      from customers c
      join branch_provinces bp on bp.province_id = coalesce(c.province_2025_id,
        (select w.province_id from ward_conversions wc join wards_2025 w on w.id = wc.new_ward_id
         where wc.old_ward_id = c.ward_id order by wc.new_ward_id limit 1))
    ), placed as (
      select p.id, s.branch_id as serving,
        case when mod(abs(hashint4(p.id + 7)), 10) < 7 then ${first}::int
          else (${sql.param(others)}::int[])[1 + mod(abs(hashint4(p.id)), ${others.length}::int)]
        end as origin
      from products p left join served s on s.customer_id = p.customer_id
      where p.id > ${o.afterProductId}::int
    )
    update products p set origin_branch_id = pl.origin,
      destination_branch_id = case when pl.serving is not null then pl.serving
        when pl.origin <> ${first}::int then ${first}::int else pl.origin end
    from placed pl where p.id = pl.id`);
  // A trip leaves from the branch most of its goods were received at, for the branch they share.
  await tx.execute(sql`
    with ends as (
      select ti.trip_id, mode() within group (order by p.origin_branch_id) as origin,
        min(p.destination_branch_id) as low, max(p.destination_branch_id) as high
      from trip_items ti join products p on p.id = ti.product_id
      where p.id > ${o.afterProductId}::int
      group by ti.trip_id
    )
    update trips t set from_branch_id = e.origin,
      to_branch_id = case when e.low = e.high then e.low else e.origin end
    from ends e where t.id = e.trip_id`);
  // Trips of past days between two branches have left; older than a day, they arrived, and one
  // parcel in two hundred was not found when the vehicle was unloaded.
  await tx.execute(sql`
    update trips set departed_at = created_at + interval '2 hours'
    where from_branch_id <> to_branch_id and datetime_from < ${o.today}::date
      and departed_at is null`);
  await tx.execute(sql`
    update trips set arrival_confirmed_at = departed_at + interval '10 hours'
    where departed_at is not null and datetime_from < ${o.today}::date - 1
      and arrival_confirmed_at is null`);
  await tx.execute(sql`
    update trip_items ti set
      arrived_at = case when mod(abs(hashint4(ti.id)), 200) = 0 then null
        else t.departed_at + interval '8 hours' end,
      missing_at = case when mod(abs(hashint4(ti.id)), 200) = 0 then t.arrival_confirmed_at end
    from trips t
    where t.id = ti.trip_id and t.arrival_confirmed_at is not null and ti.removed_at is null
      and ti.product_id > ${o.afterProductId}::int`);
  await tx.execute(sql`set local session_replication_role = origin`);
  await tx.execute(sql`select goods_value_totals_rebuild()`);
}
