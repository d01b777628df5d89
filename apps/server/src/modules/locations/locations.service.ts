import {
  NEW_ADDRESS_VERSION,
  type AddressVersion,
  type ConversionCandidate,
  type CustomerLocation,
  type Location,
  type WardConversion,
  type WardOption,
} from '@depot/shared/locations/locations.schema';
import {
  customerLocationKey,
  foldedCustomerLocationLabel,
  pickCustomerLocations,
  type CustomerLocationsQuery,
} from '@depot/shared/locations/customer-locations';
import type { Context } from '../../lib/context';
import * as q25 from './address-2025.queries';
import * as q from './locations.queries';

/** Provinces in Vietnamese reading order: of the old list, or of the 2025 one. */
export async function listProvinces(ctx: Context, version?: AddressVersion): Promise<Location[]> {
  return version === NEW_ADDRESS_VERSION ? q25.listProvinces2025(ctx.db) : q.listProvinces(ctx.db);
}

/** The new wards of a new province, with the old wards each was made of (`formerly`). */
export async function listWards2025(ctx: Context, provinceId: number): Promise<WardOption[]> {
  return q25.listWards2025(ctx.db, provinceId);
}

/**
 * What an old ward became: its candidates, certain when it went whole into one new ward. An
 * unknown ward has no candidates.
 */
export async function convertWard(ctx: Context, oldWardId: number): Promise<WardConversion> {
  const rows = await q25.conversionsOf(ctx.db, oldWardId);
  return {
    candidates: rows.map(({ province, ward }) => ({ province, ward })),
    certain: rows.length === 1 && rows[0]!.whole,
  };
}

/** The districts of a province; an unknown province simply has none. */
export async function listDistricts(ctx: Context, provinceId: number): Promise<Location[]> {
  return q.listDistricts(ctx.db, provinceId);
}

/** The wards of a district; an unknown district simply has none. */
export async function listWards(ctx: Context, districtId: number): Promise<Location[]> {
  return q.listWards(ctx.db, districtId);
}

type Unit = { id: number; name: string; type: string };
type GroupRow = { province: Unit; district: Unit | null; ward: Unit };

/**
 * The address groups customers live in, for the goods list's address-group filter: those of
 * the 2025 list first (no district), then the old ones; of them the picked (`location`) and the
 * first `limit` whose label contains `q` (the select's own match, on labels folded once per
 * unit). With a keyword or picks every group is read (3 936 on the demo depot), but only the
 * answer is validated and serialised; without, the first 50 of each list alone. The whole list
 * was 765 KB, and the API 2.4× its SQL for the zod check, JSON and gzip of 3 936 nested objects
 * (docs/speed.md).
 */
export async function listCustomerLocations(
  ctx: Context,
  query: CustomerLocationsQuery,
): Promise<CustomerLocation[]> {
  // Nothing typed or picked: the first `limit` of each list are enough, read as such.
  const first = !query.q && query.location.length === 0 ? query.limit : undefined;
  const [current, old] = await Promise.all([
    q25.listCustomerLocations2025(ctx.db, first),
    q.listCustomerLocations(ctx.db, first),
  ]);
  const all: { g: GroupRow; v: AddressVersion }[] = [
    ...current.map((g) => ({ g: { ...g, district: null }, v: NEW_ADDRESS_VERSION as 2025 })),
    ...old.map((g) => ({ g, v: 1 as const })),
  ];
  const picked = pickCustomerLocations(all, query, {
    key: ({ g, v }) => customerLocationKey({ ...g, address_version: v }),
    folded: ({ g }) => foldedCustomerLocationLabel(g.ward, g.district, g.province),
  });
  return picked.map(({ g, v }) => ({ ...g, address_version: v }) as CustomerLocation);
}

/** Field errors when a 2025 ward is not in the 2025 province, or either does not exist. */
export async function address2025Errors(
  ctx: Context,
  address: { province_id: number; ward_id: number },
): Promise<Record<string, string>> {
  const found = await q25.findAddress2025Parents(ctx.db, {
    provinceId: address.province_id,
    wardId: address.ward_id,
  });
  const errors: Record<string, string> = {};
  if (!found.provinceExists) errors.province_id = 'Tỉnh/thành không tồn tại';
  if (found.wardProvinceId === undefined) errors.ward_id = 'Phường/xã không tồn tại';
  else if (found.wardProvinceId !== address.province_id) {
    errors.ward_id = 'Phường/xã không thuộc tỉnh/thành đã chọn';
  }
  return errors;
}

/**
 * Field errors when the district is not in the province or the ward not in the district (or
 * one of them does not exist); empty when the address is consistent.
 */
export async function addressErrors(
  ctx: Context,
  address: { province_id: number; district_id: number; ward_id: number },
): Promise<Record<string, string>> {
  const found = await q.findAddressParents(ctx.db, {
    provinceId: address.province_id,
    districtId: address.district_id,
    wardId: address.ward_id,
  });
  const errors: Record<string, string> = {};
  if (!found.provinceExists) errors.province_id = 'Tỉnh/thành không tồn tại';
  if (found.districtProvinceId === undefined) errors.district_id = 'Quận/huyện không tồn tại';
  else if (found.districtProvinceId !== address.province_id) {
    errors.district_id = 'Quận/huyện không thuộc tỉnh/thành đã chọn';
  }
  if (found.wardDistrictId === undefined) errors.ward_id = 'Phường/xã không tồn tại';
  else if (found.wardDistrictId !== address.district_id) {
    errors.ward_id = 'Phường/xã không thuộc quận/huyện đã chọn';
  }
  return errors;
}

/** The candidates of several old wards, by old ward (the conversion screen's page). */
export async function candidatesOfWards(
  ctx: Context,
  oldWardIds: number[],
): Promise<Map<number, ConversionCandidate[]>> {
  const rows = await q25.conversionsOfWards(ctx.db, [...new Set(oldWardIds)]);
  const byWard = new Map<number, ConversionCandidate[]>();
  for (const { old_ward_id, province, ward } of rows) {
    byWard.set(old_ward_id, [...(byWard.get(old_ward_id) ?? []), { province, ward }]);
  }
  return byWard;
}

/** A ward of the 2025 list with its province; undefined when there is none of that code. */
export async function findWard2025(
  ctx: Context,
  wardId: number,
): Promise<ConversionCandidate | undefined> {
  return q25.findWard2025(ctx.db, wardId);
}
