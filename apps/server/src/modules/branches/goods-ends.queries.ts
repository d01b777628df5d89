import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * The branch serving a customer's province (branch_provinces), if any: where their goods go by
 * default (docs/domain.md, "Branches"). A customer still on the old address list is placed by
 * the 2025 province of their ward's conversion (the first one when a ward was split).
 */
export async function branchServingCustomer(
  db: Executor,
  customerId: number,
): Promise<number | undefined> {
  const { rows } = await db.execute<{ branch_id: number }>(sql`
    select bp.branch_id
    from customers c
    join branch_provinces bp on bp.province_id = coalesce(
      c.province_2025_id,
      (select w.province_id from ward_conversions wc join wards_2025 w on w.id = wc.new_ward_id
       where wc.old_ward_id = c.ward_id order by wc.new_ward_id limit 1))
    where c.id = ${customerId}`);
  return rows[0]?.branch_id;
}

export async function branchExists(db: Executor, id: number): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from branches where id = ${id}`);
  return rows.length > 0;
}
