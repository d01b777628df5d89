/** Bulk customers for the benchmarks: realistic names, phones and addresses at real wards. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerName, houseNumber, phoneNumber } from './vietnamese-customers';

/** Rows per INSERT … SELECT FROM unnest(arrays): one statement, one round trip per batch. */
const BATCH = 5000;

type Place = {
  ward_id: number;
  district_id: number;
  province_id: number;
  /** The 2025 ward the old one went into (the first, when it was split), if loaded. */
  ward_2025_id: number | null;
  province_2025_id: number | null;
};

/** Each customer at a real ward: 40 % Hồ Chí Minh, 20 % Hà Nội, the rest anywhere. */
async function addressPicker(db: Database, random: () => number) {
  const rows = (
    await db.execute<Place>(
      sql`select w.id as ward_id, w.district_id, d.province_id,
            n.id as ward_2025_id, n.province_id as province_2025_id
          from wards w join districts d on d.id = w.district_id
          left join lateral (
            select c.new_ward_id from ward_conversions c where c.old_ward_id = w.id
            order by c.whole desc, c.new_ward_id limit 1
          ) c on true
          left join wards_2025 n on n.id = c.new_ward_id
          order by w.id`,
    )
  ).rows;
  const hcm = rows.filter((r) => r.province_id === 79);
  const hanoi = rows.filter((r) => r.province_id === 1);
  return () => {
    const r = random();
    const pool = r < 0.4 ? hcm : r < 0.6 ? hanoi : rows;
    return pool[Math.floor(random() * pool.length)]!;
  };
}

/**
 * Inserts `count` customers (2 % soft-deleted, 30 % with an opening debt), a share of them
 * (`newAddresses`, 0 to 1) with an address of the 2025 list given as such (no old address: the
 * others are left for the conversion screen). The caller runs ANALYZE afterwards: the planner
 * has no statistics for rows it has not sampled.
 */
export async function insertCustomers(
  db: Database,
  count: number,
  random: () => number,
  { newAddresses = 0 }: { newAddresses?: number } = {},
) {
  const address = await addressPicker(db, random);
  for (let done = 0; done < count; done += BATCH) {
    const n = Math.min(BATCH, count - done);
    const cols = {
      ...{ name: [], phone: [], house: [], p: [], d: [], w: [], debt: [], del: [] },
      ...{ v: [], p25: [], w25: [] },
    } as { [k: string]: unknown[] };
    for (let i = 0; i < n; i++) {
      const a = address();
      cols.name!.push(customerName(random));
      cols.phone!.push(phoneNumber(random));
      cols.house!.push(houseNumber(random));
      const isNew = newAddresses > 0 && a.ward_2025_id !== null && random() < newAddresses;
      cols.v!.push(isNew ? 2025 : 1);
      cols.p!.push(isNew ? null : a.province_id);
      cols.d!.push(isNew ? null : a.district_id);
      cols.w!.push(isNew ? null : a.ward_id);
      cols.p25!.push(isNew ? a.province_2025_id : null);
      cols.w25!.push(isNew ? a.ward_2025_id : null);
      cols.debt!.push(random() < 0.3 ? Math.round(random() * 500) * 10_000 : 0);
      cols.del!.push(random() < 0.02 ? new Date().toISOString() : null);
    }
    const p = (k: string) => sql.param(cols[k]);
    await db.execute(sql`
      insert into customers (full_name, phone, number_house, province_id, district_id, ward_id,
        debt, deleted_at, address_version, province_2025_id, ward_2025_id)
      select * from unnest(${p('name')}::text[], ${p('phone')}::text[], ${p('house')}::text[],
        ${p('p')}::int[], ${p('d')}::int[], ${p('w')}::int[], ${p('debt')}::bigint[],
        ${p('del')}::timestamptz[], ${p('v')}::smallint[], ${p('p25')}::int[], ${p('w25')}::int[])`);
  }
}
