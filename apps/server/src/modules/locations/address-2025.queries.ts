import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, provinces2025, wardConversions, wards2025 } from '../../db/schema/index';

const province2025Columns = {
  id: provinces2025.id,
  name: provinces2025.name,
  type: provinces2025.type,
};
const ward2025Columns = { id: wards2025.id, name: wards2025.name, type: wards2025.type };

export async function listProvinces2025(db: Executor) {
  return db.select(province2025Columns).from(provinces2025).orderBy(asc(provinces2025.sort_key));
}

/**
 * The new wards of a new province, each with the old wards the official mapping says it was
 * made of, by old district: `Bến Nghé, Đa Kao, Nguyễn Thái Bình (Quận 1)`. The second step's
 * guesses are left out: they are no fact about the ward.
 */
export async function listWards2025(db: Executor, provinceId: number) {
  const { rows } = await db.execute<{ id: number; name: string; type: string; formerly: string }>(
    sql`select n.id, n.name, n.type, coalesce(f.formerly, '') as formerly
      from wards_2025 n
      left join lateral (
        select string_agg(part, '; ' order by district_sort) as formerly
        from (
          select d.sort_key as district_sort,
            string_agg(w.name, ', ' order by w.sort_key) || ' (' || d.type || ' ' || d.name || ')'
              as part
          from ward_conversions c
          join wards w on w.id = c.old_ward_id
          join districts d on d.id = w.district_id
          where c.new_ward_id = n.id and c.source = 'official'
          group by d.id, d.sort_key, d.type, d.name
        ) parts
      ) f on true
      where n.province_id = ${provinceId}
      order by n.sort_key`,
  );
  return rows;
}

/** The new wards an old ward went into, with their provinces and whether wholly. */
export async function conversionsOf(db: Executor, oldWardId: number) {
  return db
    .select({ whole: wardConversions.whole, province: province2025Columns, ward: ward2025Columns })
    .from(wardConversions)
    .innerJoin(wards2025, eq(wards2025.id, wardConversions.new_ward_id))
    .innerJoin(provinces2025, eq(provinces2025.id, wards2025.province_id))
    .where(eq(wardConversions.old_ward_id, oldWardId))
    .orderBy(asc(wards2025.sort_key));
}

/**
 * The distinct 2025 addresses live customers have (the address-group filter); the first
 * `limit` of them when given (the filter opened with nothing typed or picked).
 */
export async function listCustomerLocations2025(db: Executor, limit?: number) {
  const groups = db
    .selectDistinct({
      province_id: customers.province_2025_id,
      ward_id: customers.ward_2025_id,
    })
    .from(customers)
    .where(and(isNull(customers.deleted_at), eq(customers.address_version, 2025)))
    .as('groups');
  const rows = db
    .select({ province: province2025Columns, ward: ward2025Columns })
    .from(groups)
    .innerJoin(provinces2025, eq(provinces2025.id, groups.province_id))
    .innerJoin(wards2025, eq(wards2025.id, groups.ward_id))
    .orderBy(asc(provinces2025.sort_key), asc(wards2025.sort_key))
    .$dynamic();
  return limit === undefined ? rows : rows.limit(limit);
}

/** Whether the new province exists and the province of the new ward (undefined: no ward). */
export async function findAddress2025Parents(
  db: Executor,
  { provinceId, wardId }: { provinceId: number; wardId: number },
) {
  const { rows } = await db.execute<{ province_exists: boolean; ward_province_id: number | null }>(
    sql`select
      exists (select 1 from ${provinces2025} where ${provinces2025.id} = ${provinceId})
        as province_exists,
      (select ${wards2025.province_id} from ${wards2025} where ${wards2025.id} = ${wardId})
        as ward_province_id`,
  );
  const row = rows[0];
  return {
    provinceExists: row?.province_exists === true,
    wardProvinceId: row?.ward_province_id ?? undefined,
  };
}

/** The candidates of several old wards at once (a page of customers to convert). */
export async function conversionsOfWards(db: Executor, oldWardIds: number[]) {
  if (oldWardIds.length === 0) return [];
  return db
    .select({
      old_ward_id: wardConversions.old_ward_id,
      whole: wardConversions.whole,
      province: province2025Columns,
      ward: ward2025Columns,
    })
    .from(wardConversions)
    .innerJoin(wards2025, eq(wards2025.id, wardConversions.new_ward_id))
    .innerJoin(provinces2025, eq(provinces2025.id, wards2025.province_id))
    .where(inArray(wardConversions.old_ward_id, oldWardIds))
    .orderBy(asc(wards2025.sort_key));
}

export async function findWard2025(db: Executor, wardId: number) {
  const [row] = await db
    .select({ province: province2025Columns, ward: ward2025Columns })
    .from(wards2025)
    .innerJoin(provinces2025, eq(provinces2025.id, wards2025.province_id))
    .where(eq(wards2025.id, wardId));
  return row;
}
