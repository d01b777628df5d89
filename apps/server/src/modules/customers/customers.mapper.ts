import type { Customer } from '@depot/shared/customers/customers.schema';
import { addressFields } from '../../db/customer-address';
import type { CustomerRow } from './customers.queries';
import { customerMoneyOf } from '../../lib/customer-money';

const NO_MONEY = {
  opening_debt: null,
  opening_collected: null,
  opening_due: null,
  goods_due: null,
  credit: null,
  outstanding_debt: null,
};

/** The reply shape: the address units under the spec's field names (`province_id` …). */
export function toCustomer(row: CustomerRow, withDebt: boolean): Customer {
  return {
    id: row.id,
    full_name: row.full_name,
    phone: row.phone,
    number_house: row.number_house,
    ...addressFields(row),
    debt: row.debt,
    ...(withDebt ? customerMoneyOf(row) : NO_MONEY),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
