import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerAddressColumns, customerAddressJoin } from '../../db/customer-address';
import { customerAddresses } from '../../db/schema/customer-addresses';
import { customers, wardConversions, wards2025 } from '../../db/schema/index';

/**
 * The old wards that convert with certainty: they went whole into exactly one new ward (the
 * official mapping; the second step's guesses are never whole), and that ward.
 */
const certainWards = sql`(select ${wardConversions.old_ward_id} as old_ward_id,
    min(${wardConversions.new_ward_id}) as new_ward_id
  from ${wardConversions} group by ${wardConversions.old_ward_id}
  having count(*) = 1 and bool_and(${wardConversions.whole}))`;

const liveOld = and(isNull(customers.deleted_at), eq(customers.address_version, 1));
const isCertain = sql`${customers.ward_id} in (select old_ward_id from ${certainWards} k)`;

/** Live customers with an old address, and how many of them convert with certainty. */
export async function conversionCounts(db: Executor) {
  const [row] = await db
    .select({
      old_count: sql<number>`count(*)::int`,
      certain_count: sql<number>`(count(*) filter (where ${isCertain}))::int`,
    })
    .from(customers)
    .where(liveOld);
  return row!;
}

/** A page of the live customers with an old address that does not convert with certainty. */
export async function uncertainCustomers(
  db: Executor,
  { paged, limit }: { paged: number; limit: number },
) {
  return db
    .select({
      id: customers.id,
      full_name: customers.full_name,
      phone: customers.phone,
      number_house: customers.number_house,
      old_ward_id: customers.ward_id,
      ...customerAddressColumns,
    })
    .from(customers)
    .innerJoin(customerAddresses, customerAddressJoin)
    .where(and(liveOld, sql`not ${isCertain}`))
    .orderBy(asc(customers.id))
    .limit(limit)
    .offset((paged - 1) * limit);
}

export type ConvertedRow = {
  id: number;
  province_id: number;
  district_id: number;
  ward_id: number;
  province_2025_id: number;
  ward_2025_id: number;
};

/**
 * Converts every live customer whose old ward converts with certainty, in one statement: the
 * new pair is set, the old triple stays (readable as old_address). Rows locked by a concurrent
 * edit are waited for and read again, so none is converted twice.
 */
export async function convertCertain(tx: Executor): Promise<ConvertedRow[]> {
  const { rows } = await tx.execute<ConvertedRow>(sql`
    update ${customers} c
    set address_version = 2025, province_2025_id = n.province_id, ward_2025_id = n.id,
      updated_at = now()
    from ${certainWards} k
    join ${wards2025} n on n.id = k.new_ward_id
    where c.ward_id = k.old_ward_id and c.address_version = 1 and c.deleted_at is null
    returning c.id, c.province_id, c.district_id, c.ward_id,
      c.province_2025_id, c.ward_2025_id`);
  return rows;
}

/** Sets a customer's 2025 address, keeping the old one. */
export async function setNewAddress(
  tx: Executor,
  id: number,
  { province_2025_id, ward_2025_id }: { province_2025_id: number; ward_2025_id: number },
) {
  await tx
    .update(customers)
    .set({ address_version: 2025, province_2025_id, ward_2025_id, updated_at: sql`now()` })
    .where(eq(customers.id, id));
}
