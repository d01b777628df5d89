import { z } from 'zod';
import {
  formatLocationGroup,
  locationGroups,
  type LocationGroup,
} from '../products/location-groups';
import { foldVietnamese } from '../text/fold';
import { foldedKeywordMatcher } from '../text/match';
import { readPlainNumber } from '../validation/numbers';
import { textFilter } from '../validation/text-rules';
import { shortAddress, shortLocationLabel } from './locations.rules';
import type { CustomerLocation, Location } from './locations.schema';

/**
 * How many address groups one answer of the address-group filter carries at most: what a person
 * scrolls through before typing more. The demo depot's 3 936 groups were 765 KB in one reply
 * (docs/speed.md); 50 are about 10 KB.
 */
export const CUSTOMER_LOCATION_LIMIT = 50;
export const CUSTOMER_LOCATION_MAX_LIMIT = 100;

/**
 * GET /location/customer: the groups whose label contains `q` (accents, case and leading zeros
 * aside, as the select filtered them before), the first `limit` in reading order; and the
 * groups named in `location` (those already picked, as the goods list's query carries them)
 * whatever `q` says, so their chips keep their names.
 */
export const customerLocationsQuerySchema = z.object({
  q: textFilter(),
  location: locationGroups,
  limit: z
    .preprocess(
      readPlainNumber,
      z
        .number({ error: 'Số nhóm địa chỉ không hợp lệ' })
        .int('Số nhóm địa chỉ không hợp lệ')
        .min(1, 'Số nhóm địa chỉ phải từ 1 trở lên')
        .max(
          CUSTOMER_LOCATION_MAX_LIMIT,
          `Số nhóm địa chỉ tối đa là ${CUSTOMER_LOCATION_MAX_LIMIT}`,
        ),
    )
    .default(CUSTOMER_LOCATION_LIMIT),
});
export type CustomerLocationsQuery = z.output<typeof customerLocationsQuerySchema>;

/** The group's filter value, as the goods list's `location` carries it (`79.760.26734`). */
export function customerLocationGroup(g: CustomerLocation): LocationGroup {
  return g.district
    ? { province_id: g.province.id, district_id: g.district.id, ward_id: g.ward.id }
    : { province_id: g.province.id, ward_id: g.ward.id, address_version: g.address_version };
}

export function customerLocationKey(g: CustomerLocation): string {
  return formatLocationGroup(customerLocationGroup(g));
}

/** `P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh`: what the select shows and what `q` is matched on. */
export function customerLocationLabel(g: CustomerLocation): string {
  return shortAddress([g.ward, g.district, g.province]);
}

type Unit = Pick<Location, 'name' | 'type'>;
/** Folded short labels by type, then by name (no key string built per lookup). */
const foldedUnits = new Map<string, Map<string, string>>();

/**
 * foldVietnamese(shortLocationLabel(unit)), remembered: the units are the country's fixed
 * lists (about 14 000), so a server folds each once, not each group's label at every search.
 */
export function foldedUnitLabel(unit: Unit): string {
  let ofType = foldedUnits.get(unit.type);
  if (!ofType) {
    ofType = new Map();
    foldedUnits.set(unit.type, ofType);
  }
  let folded = ofType.get(unit.name);
  if (folded === undefined) {
    folded = foldVietnamese(shortLocationLabel(unit));
    ofType.set(unit.name, folded);
  }
  return folded;
}

/** The folded label of a group (`p. ben nghe - q. 1 - tp. ho chi minh`), from its units'. */
export function foldedCustomerLocationLabel(
  ward: Unit,
  district: Unit | null,
  province: Unit,
): string {
  const ofWard = foldedUnitLabel(ward);
  const ofProvince = foldedUnitLabel(province);
  return district
    ? `${ofWard} - ${foldedUnitLabel(district)} - ${ofProvince}`
    : `${ofWard} - ${ofProvince}`;
}

/**
 * The answer out of every group, in their order: the picked ones, and the first `limit` others
 * whose folded label matches `q` (all when there is none). Generic over the row, so a server
 * builds the reply's objects for the answer alone.
 */
export function pickCustomerLocations<T>(
  all: readonly T[],
  query: Pick<CustomerLocationsQuery, 'q' | 'limit'> & { location: readonly LocationGroup[] },
  row: { key: (g: T) => string; folded: (g: T) => string },
): T[] {
  const picked = new Set(query.location.map(formatLocationGroup));
  const matches = query.q ? foldedKeywordMatcher(query.q) : () => true;
  const groups: T[] = [];
  let found = 0;
  for (const g of all) {
    if (picked.size > 0 && picked.has(row.key(g))) groups.push(g);
    else if (found < query.limit && matches(row.folded(g))) {
      groups.push(g);
      found++;
    } else if (found >= query.limit && picked.size === 0) break;
  }
  return groups;
}

/** pickCustomerLocations over the reply's own objects (a fake server in the web's tests). */
export function pickCustomerLocationObjects(
  all: readonly CustomerLocation[],
  query: Parameters<typeof pickCustomerLocations>[1],
): CustomerLocation[] {
  return pickCustomerLocations(all, query, {
    key: customerLocationKey,
    folded: (g) => foldedCustomerLocationLabel(g.ward, g.district, g.province),
  });
}
