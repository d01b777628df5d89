import { sql } from 'drizzle-orm';
import type { CustomerAddress } from '@depot/shared/customers/customers.schema';
import type { Location } from '@depot/shared/locations/locations.schema';
import type { Executor } from './client';
import { customers } from './schema/index';

/**
 * A customer's address named in Node from the administrative units held in memory, for the
 * reads that carry one on every row (the goods list, docs/speed.md). The view customer_addresses
 * (migration 0022) looks five units up and builds up to seven jsonb objects a row, planned on
 * every call, and the driver parses them back: half the goods page's PostgreSQL time. The units
 * are reference data, loaded at start-up from packages/shared data (location-seed.ts,
 * address-2025-seed.ts) before the server listens and never written through the API, so one
 * copy per process is read once. An id not in the copy (a unit loaded later by another
 * process) reloads it once; the reply is then exactly what the view gives.
 */

/** The unit ids of a customer row: its columns, as the read statement selects them. */
export type AddressIds = {
  address_version: number;
  province_id: number | null;
  district_id: number | null;
  ward_id: number | null;
  province_2025_id: number | null;
  ward_2025_id: number | null;
};

/** The address part of a row as the view gives it (db/customer-address.ts `addressFields`). */
export type NamedAddress = {
  address_version: number;
  province: Location;
  district: Location | null;
  ward: Location;
  old_address: CustomerAddress['old_address'];
};

/** The customer columns of AddressIds for a raw statement over customers aliased `alias`. */
export const addressIdColumns = (alias: string) =>
  ['address_version', 'province_id', 'district_id', 'ward_id', 'province_2025_id', 'ward_2025_id']
    .map((column) => `${alias}.${column}`)
    .join(', ');

/** The same ids as columns of the customers table, for a Drizzle select over `customers`. */
export const addressIdSelection = {
  address_version: customers.address_version,
  province_id: customers.province_id,
  district_id: customers.district_id,
  ward_id: customers.ward_id,
  province_2025_id: customers.province_2025_id,
  ward_2025_id: customers.ward_2025_id,
};

type Units = Map<number, Location>;
type UnitLists = {
  provinces: Units;
  districts: Units;
  wards: Units;
  provinces2025: Units;
  wards2025: Units;
};

type UnitRow = { list: keyof UnitLists; id: number; name: string; type: string };

async function loadUnits(db: Executor): Promise<UnitLists> {
  const { rows } = await db.execute<UnitRow>(sql`
    select 'provinces' as list, id, name, type from provinces
    union all select 'districts', id, name, type from districts
    union all select 'wards', id, name, type from wards
    union all select 'provinces2025', id, name, type from provinces_2025
    union all select 'wards2025', id, name, type from wards_2025`);
  const lists: UnitLists = {
    provinces: new Map(),
    districts: new Map(),
    wards: new Map(),
    provinces2025: new Map(),
    wards2025: new Map(),
  };
  // Frozen: one object is shared by every row of the same unit, so no reply may change it.
  for (const r of rows)
    lists[r.list].set(r.id, Object.freeze({ id: r.id, name: r.name, type: r.type }));
  return lists;
}

let loaded: Promise<UnitLists> | undefined;

function unitLists(db: Executor): Promise<UnitLists> {
  loaded ??= loadUnits(db).catch((error: unknown) => {
    // A failed load is not kept: the next read tries again.
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/** Drops the copy (tests that change the units, a reload of the reference data). */
export function forgetUnitNames() {
  loaded = undefined;
}

class MissingUnit extends Error {}

function unit(units: Units, id: number | null): Location {
  const found = id === null ? undefined : units.get(id);
  if (!found) throw new MissingUnit(`Đơn vị hành chính ${id} không có trong danh mục`);
  return found;
}

/** The named address of a row's unit ids. */
function namedOf(lists: UnitLists, row: AddressIds): NamedAddress {
  if (row.address_version === 2025) {
    return {
      address_version: 2025,
      province: unit(lists.provinces2025, row.province_2025_id),
      district: null,
      ward: unit(lists.wards2025, row.ward_2025_id),
      // A converted customer keeps its old triple: shown as the address it was.
      old_address:
        row.ward_id === null
          ? null
          : {
              province_id: unit(lists.provinces, row.province_id),
              district_id: unit(lists.districts, row.district_id),
              ward_id: unit(lists.wards, row.ward_id),
            },
    };
  }
  return {
    address_version: row.address_version,
    province: unit(lists.provinces, row.province_id),
    district: unit(lists.districts, row.district_id),
    ward: unit(lists.wards, row.ward_id),
    old_address: null,
  };
}

/**
 * Sets the named fields on the row itself, all at once. Rows of many shapes pass here (goods,
 * statements, customers): four assignments each were stores V8 could not specialise, 4.6 µs a row
 * (0.28 ms of a goods page, and the garbage of the shapes they made); one Object.assign of an
 * object of one shape costs half, with half the garbage collection (docs/speed.md).
 */
function nameRow(lists: UnitLists, row: AddressIds) {
  Object.assign(row, namedOf(lists, row));
}

function nameAll(lists: UnitLists, rows: AddressIds[]) {
  for (const row of rows) nameRow(lists, row);
}

/**
 * Sets each row's named address (province, district, ward, old_address) from its unit ids, in
 * place: the rows then read as those of the view.
 */
export async function nameAddresses<R extends AddressIds>(
  db: Executor,
  rows: R[],
): Promise<(R & NamedAddress)[]> {
  if (rows.length > 0) {
    try {
      nameAll(await unitLists(db), rows);
    } catch (error) {
      if (!(error instanceof MissingUnit)) throw error;
      forgetUnitNames();
      nameAll(await unitLists(db), rows);
    }
  }
  return rows as (R & NamedAddress)[];
}
