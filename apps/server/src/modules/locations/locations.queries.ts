import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { districtColumns, provinceColumns, wardColumns } from '../../db/location-columns';
import { customers, districts, provinces, wards } from '../../db/schema/index';
import type { LocationRow } from './location-data';

export async function listProvinces(db: Executor) {
  return db.select(provinceColumns).from(provinces).orderBy(asc(provinces.sort_key));
}

export async function listDistricts(db: Executor, provinceId: number) {
  return db
    .select(districtColumns)
    .from(districts)
    .where(eq(districts.province_id, provinceId))
    .orderBy(asc(districts.sort_key));
}

export async function listWards(db: Executor, districtId: number) {
  return db
    .select(wardColumns)
    .from(wards)
    .where(eq(wards.district_id, districtId))
    .orderBy(asc(wards.sort_key));
}

/**
 * The distinct province/district/ward triples live customers with an old address live in. Grouping the customers
 * first (served by customers_location_idx) keeps the joins to one row per group. `limit`: the
 * first of them only (the filter opened with nothing typed or picked).
 */
export async function listCustomerLocations(db: Executor, limit?: number) {
  const groups = db
    .selectDistinct({
      province_id: customers.province_id,
      district_id: customers.district_id,
      ward_id: customers.ward_id,
    })
    .from(customers)
    .where(and(isNull(customers.deleted_at), eq(customers.address_version, 1)))
    .as('groups');
  const rows = db
    .select({ province: provinceColumns, district: districtColumns, ward: wardColumns })
    .from(groups)
    .innerJoin(provinces, eq(provinces.id, groups.province_id))
    .innerJoin(districts, eq(districts.id, groups.district_id))
    .innerJoin(wards, eq(wards.id, groups.ward_id))
    .orderBy(asc(provinces.sort_key), asc(districts.sort_key), asc(wards.sort_key))
    .$dynamic();
  return limit === undefined ? rows : rows.limit(limit);
}

/**
 * Whether the province exists and the parents of the district and ward (undefined when the
 * unit does not exist), in one round trip, to check that an address is consistent.
 */
export async function findAddressParents(
  db: Executor,
  { provinceId, districtId, wardId }: { provinceId: number; districtId: number; wardId: number },
) {
  const { rows } = await db.execute<{
    province_exists: boolean;
    district_province_id: number | null;
    ward_district_id: number | null;
  }>(sql`select
      exists (select 1 from ${provinces} where ${provinces.id} = ${provinceId}) as province_exists,
      (select ${districts.province_id} from ${districts} where ${districts.id} = ${districtId})
        as district_province_id,
      (select ${wards.district_id} from ${wards} where ${wards.id} = ${wardId}) as ward_district_id`);
  const row = rows[0];
  return {
    provinceExists: row?.province_exists === true,
    districtProvinceId: row?.district_province_id ?? undefined,
    wardDistrictId: row?.ward_district_id ?? undefined,
  };
}

export async function hasProvinces(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: provinces.id }).from(provinces).limit(1);
  return row !== undefined;
}

/**
 * Serialises seeders of several server processes starting on one empty database: the second
 * waits here until the first commits, then sees the rows. Released at the end of the transaction.
 */
export async function lockLocationSeed(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed:locations'))`);
}

/**
 * Rows per INSERT. Each statement sends five array parameters (one per column) that
 * unnest() turns back into rows. Measured for the 11 367 units: 0.2 s this way, against 0.7–1.1 s
 * for drizzle's .values() in 2 000-row chunks, whose SQL building for 57 000 parameters
 * dominates. Chunks bound the size of one statement should the lists ever grow.
 */
const CHUNK = 5000;

/** Inserts one level's rows; `parent` names the column holding LocationRow.parent_id. */
async function insertUnits(
  tx: Executor,
  table: typeof provinces | typeof districts | typeof wards,
  parent: 'province_id' | 'district_id' | null,
  rows: LocationRow[],
) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const column = (pick: (row: LocationRow) => unknown) => sql.param(chunk.map(pick));
    const parentColumn = parent ? sql`, ${sql.identifier(parent)}` : sql``;
    const parentValue = parent ? sql`, u.parent_id` : sql``;
    await tx.execute(sql`
      insert into ${table} (id, name, type, sort_key${parentColumn})
      select u.id, u.name, u.type, u.sort_key${parentValue}
      from unnest(
        ${column((r) => r.id)}::int[], ${column((r) => r.name)}::text[],
        ${column((r) => r.type)}::text[], ${column((r) => r.sort_key)}::text[],
        ${column((r) => r.parent_id)}::int[]
      ) as u(id, name, type, sort_key, parent_id)`);
  }
}

export async function insertProvinces(tx: Executor, rows: LocationRow[]) {
  await insertUnits(tx, provinces, null, rows);
}

export async function insertDistricts(tx: Executor, rows: LocationRow[]) {
  await insertUnits(tx, districts, 'province_id', rows);
}

export async function insertWards(tx: Executor, rows: LocationRow[]) {
  await insertUnits(tx, wards, 'district_id', rows);
}
