import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { customers, districts, provinces, wards } from '../../db/schema/index';

/**
 * Test data written straight into the tables, for the checks that look at other resources
 * (goods using a specification, trips using a car) before those resources have services.
 */

/**
 * A customer on a tiny location of its own: ids from 900000 stay clear of the official codes
 * the location seed may load into the same template.
 */
export async function insertTestCustomer(db: Database): Promise<number> {
  const id = 900001;
  await db.insert(provinces).values({ id, name: 'Tỉnh Thử', type: 'Tỉnh', sort_key: 'a' });
  await db
    .insert(districts)
    .values({ id, province_id: id, name: 'Huyện Thử', type: 'Huyện', sort_key: 'a' });
  await db.insert(wards).values({ id, district_id: id, name: 'Xã Thử', type: 'Xã', sort_key: 'a' });
  const [row] = await db
    .insert(customers)
    .values({
      full_name: 'Nguyễn Văn Gửi',
      phone: '0901234567',
      province_id: id,
      district_id: id,
      ward_id: id,
    })
    .returning({ id: customers.id });
  return row!.id;
}

let order = 0;

/** A goods row priced by weight with the specification; each gets its own code number. */
export function productValues(customerId: number, specificationId: number, deleted = false) {
  order += 1;
  return {
    customer_id: customerId,
    name: 'Hàng điện tử',
    price: 1500,
    quantity: 2,
    total_weight: 12.5,
    specification_id: specificationId,
    datetime: '2026-11-22',
    year_create: 2026,
    month_create: 11,
    order,
    deleted_at: deleted ? new Date() : null,
  };
}

/**
 * Runs `request` while another connection holds `setup` in an open transaction, and commits
 * only once the request waits on that transaction's lock. So the request has passed the
 * service's own check and meets the database constraint: the race, made certain.
 */
export async function raceAgainst<T>(
  db: Database,
  setup: (tx: Transaction) => Promise<unknown>,
  request: () => Promise<T>,
): Promise<T> {
  let commit!: () => void;
  const committing = new Promise<void>((resolve) => (commit = resolve));
  let opened!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  const held = db.transaction(async (tx) => {
    await setup(tx);
    opened();
    await committing;
  });
  await Promise.race([open, held]);
  const pending = request();
  let waiting = false;
  try {
    for (let i = 0; i < 500 && !waiting; i++) {
      const { rows } = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      waiting = rows[0]!.n > 0;
      if (!waiting) await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    commit();
    await held;
  }
  if (!waiting) throw new Error('the request never waited on the open transaction');
  return pending;
}
