import type { CustomerLocation, Location } from '@depot/shared/locations/locations.schema';
import type { Context } from '../../lib/context';
import * as q from './locations.queries';

/** Provinces in Vietnamese reading order. */
export async function listProvinces(ctx: Context): Promise<Location[]> {
  return q.listProvinces(ctx.db);
}

/** The districts of a province; an unknown province simply has none. */
export async function listDistricts(ctx: Context, provinceId: number): Promise<Location[]> {
  return q.listDistricts(ctx.db, provinceId);
}

/** The wards of a district; an unknown district simply has none. */
export async function listWards(ctx: Context, districtId: number): Promise<Location[]> {
  return q.listWards(ctx.db, districtId);
}

/** The address groups customers live in, for the goods list's address-group filter. */
export async function listCustomerLocations(ctx: Context): Promise<CustomerLocation[]> {
  return q.listCustomerLocations(ctx.db);
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
