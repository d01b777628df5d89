/** Bulk customers for the benchmarks: realistic names, phones and addresses at real wards. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerName, houseNumber, phoneNumber } from './vietnamese-customers';

/** Rows per INSERT … SELECT FROM unnest(arrays): one statement, one round trip per batch. */
const BATCH = 5000;

/** Each customer at a real ward: 40 % Hồ Chí Minh, 20 % Hà Nội, the rest anywhere. */
async function addressPicker(db: Database, random: () => number) {
  const rows = (
    await db.execute<{ ward_id: number; district_id: number; province_id: number }>(
      sql`select w.id as ward_id, w.district_id, d.province_id
          from wards w join districts d on d.id = w.district_id order by w.id`,
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
 * Inserts `count` customers (2 % soft-deleted, 30 % with an opening debt). The caller runs
 * ANALYZE afterwards: the planner has no statistics for rows it has not sampled.
 */
export async function insertCustomers(db: Database, count: number, random: () => number) {
  const address = await addressPicker(db, random);
  for (let done = 0; done < count; done += BATCH) {
    const n = Math.min(BATCH, count - done);
    const cols = { name: [], phone: [], house: [], p: [], d: [], w: [], debt: [], del: [] } as {
      [k: string]: unknown[];
    };
    for (let i = 0; i < n; i++) {
      const a = address();
      cols.name!.push(customerName(random));
      cols.phone!.push(phoneNumber(random));
      cols.house!.push(houseNumber(random));
      cols.p!.push(a.province_id);
      cols.d!.push(a.district_id);
      cols.w!.push(a.ward_id);
      cols.debt!.push(random() < 0.3 ? Math.round(random() * 500) * 10_000 : 0);
      cols.del!.push(random() < 0.02 ? new Date().toISOString() : null);
    }
    const p = (k: string) => sql.param(cols[k]);
    await db.execute(sql`
      insert into customers
        (full_name, phone, number_house, province_id, district_id, ward_id, debt, deleted_at)
      select * from unnest(${p('name')}::text[], ${p('phone')}::text[], ${p('house')}::text[],
        ${p('p')}::int[], ${p('d')}::int[], ${p('w')}::int[], ${p('debt')}::bigint[],
        ${p('del')}::timestamptz[])`);
  }
}
