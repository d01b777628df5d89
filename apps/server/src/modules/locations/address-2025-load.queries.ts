import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  provinces2025,
  referenceDataVersions,
  wardConversions,
  wards,
  wards2025,
} from '../../db/schema/index';
import type { MappingRow, Province2025Row, Ward2025Row } from './address-2025-data';

/** The version of a shipped data set loaded in this database; 0 when none is. */
export async function loadedVersion(db: Executor, name: string): Promise<number> {
  const [row] = await db
    .select({ version: referenceDataVersions.version })
    .from(referenceDataVersions)
    .where(eq(referenceDataVersions.name, name));
  return row?.version ?? 0;
}

export async function recordVersion(db: Executor, name: string, version: number) {
  await db
    .insert(referenceDataVersions)
    .values({ name, version })
    .onConflictDoUpdate({
      target: referenceDataVersions.name,
      set: { version, loaded_at: sql`now()` },
    });
}

/** Serialises loaders of several server processes starting together (as lockLocationSeed). */
export async function lockUnits2025(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed:units-2025'))`);
}

/** One array parameter per column, unnest()ed back into rows (see insertUnits). */
const param = <T>(rows: T[], pick: (row: T) => unknown) => sql.param(rows.map(pick));

/** Inserts the provinces, or brings existing ones (same code) to the new name and type. */
export async function upsertProvinces2025(tx: Executor, rows: Province2025Row[]) {
  await tx.execute(sql`
    insert into ${provinces2025} (id, name, type, sort_key)
    select * from unnest(${param(rows, (r) => r.id)}::int[], ${param(rows, (r) => r.name)}::text[],
      ${param(rows, (r) => r.type)}::text[], ${param(rows, (r) => r.sort_key)}::text[])
    on conflict (id) do update set
      name = excluded.name, type = excluded.type, sort_key = excluded.sort_key`);
}

/**
 * Inserts the wards, or updates existing ones. A ward moved to another province by a later
 * decision would break the (ward, province) key of customers naming it: the database refuses,
 * and the load with it, rather than give a customer an address that does not hold.
 */
export async function upsertWards2025(tx: Executor, rows: Ward2025Row[]) {
  await tx.execute(sql`
    insert into ${wards2025} (id, province_id, name, type, sort_key)
    select * from unnest(${param(rows, (r) => r.id)}::int[],
      ${param(rows, (r) => r.province_id)}::int[], ${param(rows, (r) => r.name)}::text[],
      ${param(rows, (r) => r.type)}::text[], ${param(rows, (r) => r.sort_key)}::text[])
    on conflict (id) do update set province_id = excluded.province_id,
      name = excluded.name, type = excluded.type, sort_key = excluded.sort_key`);
}

/**
 * Replaces the mapping: the official rows whose old ward is in the old list loaded, then the
 * second step for old wards the mapping does not name (README of reference-data/address-2025):
 * a ward of the same name in the same old district (an old ward the mapping names, or one of
 * the new wards the district went into), else every new ward the old district's other wards
 * went into. Guesses are never whole. Returns the rows of each source.
 */
export async function replaceConversions(tx: Executor, rows: MappingRow[]) {
  await tx.delete(wardConversions);
  await tx.execute(sql`
    insert into ${wardConversions} (old_ward_id, new_ward_id, whole, source)
    select m.old_id, m.new_id, m.whole, 'official'
    from unnest(${param(rows, (r) => r.old_ward_id)}::int[],
      ${param(rows, (r) => r.new_ward_id)}::int[], ${param(rows, (r) => r.whole)}::bool[])
      as m(old_id, new_id, whole)
    where exists (select 1 from ${wards} w where w.id = m.old_id)`);
  await tx.execute(sql`
    with unnamed as (
      select w.id, w.district_id, w.name from ${wards} w
      where not exists (select 1 from ward_conversions c where c.old_ward_id = w.id)
    ),
    district_targets as (
      select distinct w.district_id, c.new_ward_id
      from ${wards} w join ward_conversions c on c.old_ward_id = w.id
      where w.district_id in (select district_id from unnamed)
    ),
    same_name as (
      select u.id, c.new_ward_id
      from unnamed u
      join ${wards} s on s.district_id = u.district_id and s.name = u.name and s.id <> u.id
      join ward_conversions c on c.old_ward_id = s.id
      union
      select u.id, t.new_ward_id
      from unnamed u
      join district_targets t on t.district_id = u.district_id
      join ${wards2025} n on n.id = t.new_ward_id and n.name = u.name
    )
    insert into ${wardConversions} (old_ward_id, new_ward_id, whole, source)
    select id, new_ward_id, false, 'same_name' from same_name
    union all
    select u.id, t.new_ward_id, false, 'district'
    from unnamed u join district_targets t on t.district_id = u.district_id
    where not exists (select 1 from same_name s where s.id = u.id)`);
  const { rows: counts } = await tx.execute<{ source: string; n: number; old: number }>(sql`
    select source, count(*)::int as n, count(distinct old_ward_id)::int as old
    from ${wardConversions} group by source order by source`);
  return counts;
}
