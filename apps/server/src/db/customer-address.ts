import type { CustomerAddress } from '@depot/shared/customers/customers.schema';
import type { AddressVersion } from '@depot/shared/locations/locations.schema';
import { eq } from 'drizzle-orm';
import { customerAddresses } from './schema/customer-addresses';
import { customers } from './schema/index';

/**
 * The columns of a customer's current address, for the select of any module that shows one
 * through the address view (customers, debt): join `customerAddresses` on
 * `customerAddressJoin` and map with `addressFields`.
 */
export const customerAddressColumns = {
  address_version: customerAddresses.address_version,
  province: customerAddresses.province,
  district: customerAddresses.district,
  ward: customerAddresses.ward,
  old_address: customerAddresses.old_address,
};

export const customerAddressJoin = eq(customerAddresses.customer_id, customers.id);

type AddressRow = {
  address_version: number;
  province: CustomerAddress['province_id'];
  district: CustomerAddress['district_id'];
  ward: CustomerAddress['ward_id'];
  old_address: CustomerAddress['old_address'];
};

/** The address part of a reply, under the spec's field names (`province_id` …). */
export function addressFields(row: AddressRow) {
  return {
    province_id: row.province,
    district_id: row.district,
    ward_id: row.ward,
    address_version: row.address_version as AddressVersion,
    old_address: row.old_address,
  };
}
