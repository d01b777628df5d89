import type { Customer } from '@depot/shared/customers/customers.schema';
import { addressFields } from '../../db/customer-address';
import type { CustomerRow } from './customers.queries';

/** The reply shape: the address units under the spec's field names (`province_id` …). */
export function toCustomer(row: CustomerRow, outstandingDebt: number | null): Customer {
  return {
    id: row.id,
    full_name: row.full_name,
    phone: row.phone,
    number_house: row.number_house,
    ...addressFields(row),
    debt: row.debt,
    outstanding_debt: outstandingDebt,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
