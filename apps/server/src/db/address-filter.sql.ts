import { NEW_ADDRESS_VERSION, type AddressVersion } from '@depot/shared/locations/locations.schema';
import type { LocationGroup } from '@depot/shared/products/location-groups';
import { and, eq, or, sql, type Column, type SQL } from 'drizzle-orm';
import { customers, districts, wardConversions, wards, wards2025 } from './schema/index';

/**
 * An address filter of a list (customers, goods, their advanced search): unit ids of the list
 * `version` names (1 the old list, 2025 the new one; new ward codes reuse old codes, so an id
 * means nothing without it).
 */
export type AddressFilter = {
  version?: AddressVersion;
  provinceId?: number;
  districtId?: number;
  wardId?: number;
};

const isOld = eq(customers.address_version, 1);
const isNew = eq(customers.address_version, NEW_ADDRESS_VERSION);

/** Old wards that went (whole or in part) into new wards matching `where`. */
const oldWardsInto = (where: SQL) =>
  sql`(select ${wardConversions.old_ward_id} from ${wardConversions}
       join ${wards2025} on ${wards2025.id} = ${wardConversions.new_ward_id} where ${where})`;

/** New wards that took in (whole or in part) old wards matching `where`. */
const newWardsFrom = (where: SQL) =>
  sql`(select ${wardConversions.new_ward_id} from ${wardConversions}
       join ${wards} on ${wards.id} = ${wardConversions.old_ward_id}
       join ${districts} on ${districts.id} = ${wards.district_id} where ${where})`;

/**
 * Over customers, a filter that finds both kinds of address (docs/decisions/0010-addresses-2025.md). A unit of the 2025
 * list finds the customers whose new address is in it, and those whose old ward went into it.
 * A unit of the old list finds the customers whose old address is in it (a converted customer
 * keeps it) and those whose new ward took in part of it.
 */
export function addressFilterSql(f: AddressFilter): SQL | undefined {
  if (f.version === NEW_ADDRESS_VERSION) {
    return and(
      f.provinceId === undefined
        ? undefined
        : or(
            and(isNew, eq(customers.province_2025_id, f.provinceId)),
            and(
              isOld,
              sql`${customers.ward_id} in ${oldWardsInto(sql`${wards2025.province_id} = ${f.provinceId}`)}`,
            ),
          ),
      f.wardId === undefined
        ? undefined
        : or(
            and(isNew, eq(customers.ward_2025_id, f.wardId)),
            and(
              isOld,
              sql`${customers.ward_id} in ${oldWardsInto(sql`${wardConversions.new_ward_id} = ${f.wardId}`)}`,
            ),
          ),
    );
  }
  const oldUnit = (column: Column, id: number, where: SQL) =>
    or(eq(column, id), and(isNew, sql`${customers.ward_2025_id} in ${newWardsFrom(where)}`));
  return and(
    f.provinceId === undefined
      ? undefined
      : oldUnit(
          customers.province_id,
          f.provinceId,
          sql`${districts.province_id} = ${f.provinceId}`,
        ),
    f.districtId === undefined
      ? undefined
      : oldUnit(customers.district_id, f.districtId, sql`${wards.district_id} = ${f.districtId}`),
    f.wardId === undefined
      ? undefined
      : oldUnit(customers.ward_id, f.wardId, sql`${wards.id} = ${f.wardId}`),
  );
}

/**
 * One address group of the goods list's filter, exactly as the group list (GET
 * /location/customer) shows it: customers whose current address is of that list and in it.
 */
export function addressGroupSql(g: LocationGroup): SQL | undefined {
  if (g.address_version === NEW_ADDRESS_VERSION) {
    return and(
      isNew,
      eq(customers.province_2025_id, g.province_id),
      g.ward_id === undefined ? undefined : eq(customers.ward_2025_id, g.ward_id),
    );
  }
  return and(
    isOld,
    eq(customers.province_id, g.province_id),
    g.district_id === undefined ? undefined : eq(customers.district_id, g.district_id),
    g.ward_id === undefined ? undefined : eq(customers.ward_id, g.ward_id),
  );
}
