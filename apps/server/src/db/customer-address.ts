import type { CustomerAddress } from '@depot/shared/customers/customers.schema';
import type { AddressVersion } from '@depot/shared/locations/locations.schema';
import { eq } from 'drizzle-orm';
import type { Executor } from './client';
import { customerAddresses } from './schema/customer-addresses';
import { customers } from './schema/index';

/**
 * The columns of a customer's current address, for the select of any module that shows one
 * (customers, goods, statements, receipts, debt): join `customerAddresses` on
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

/**
 * The address of the `customers` row the outer query reads, as a lateral subquery fenced by
 * `limit 1` (a customer has one; Drizzle leaves out an `offset 0`): join it with
 * `.innerJoinLateral(address, sql'true')` and select `addressColumnsOf(address)`. Joined flat, the view's six relations pushed a statement past
 * from_collapse_limit (8): the planner then built the view for every customer and hashed it
 * against a page of a few rows (docs/speed.md: 10 000 customers read for a trip of 13). Fenced, it
 * is read per row, by key.
 */
export function lateralCustomerAddress(db: Executor) {
  return db
    .select(customerAddressColumns)
    .from(customerAddresses)
    .where(customerAddressJoin)
    .limit(1)
    .as('address');
}

/** The address columns of `lateralCustomerAddress`, under the names `addressFields` reads. */
export function addressColumnsOf(address: ReturnType<typeof lateralCustomerAddress>) {
  return {
    address_version: address.address_version,
    province: address.province,
    district: address.district,
    ward: address.ward,
    old_address: address.old_address,
  };
}

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
