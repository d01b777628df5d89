import type { PriceType } from '@depot/shared/products/products.rules';
import { productCode } from '@depot/shared/products/products.rules';
import type { Product } from '@depot/shared/products/products.schema';
import type { ProductRow } from './products.queries';

/** The live trip's columns come from two left joins: all null when the goods are not loaded. */
function tripOf(trip: ProductRow['trip']): Product['trip'] {
  if (!trip || trip.trip_id === null || trip.car_id === null) return null;
  return {
    trip_id: trip.trip_id,
    car_id: trip.car_id,
    number_car: trip.number_car ?? '',
    datetime_from: trip.datetime_from ?? '',
  };
}

/** The reply shape: the customer with its address units, the spec, the live trip, code, amount. */
export function toProduct(row: ProductRow): Product {
  const p = row.product;
  return {
    id: p.id,
    code: productCode(p),
    customer_id: p.customer_id,
    customer: {
      ...row.customer,
      province_id: row.province,
      district_id: row.district,
      ward_id: row.ward,
    },
    name: p.name,
    price: p.price,
    quantity: p.quantity,
    total_weight: Number(p.total_weight),
    price_type: p.price_type as PriceType,
    is_total_money: p.is_total_money,
    specification_id: row.specification,
    is_paid: p.is_paid,
    status: p.status,
    trip: tripOf(row.trip),
    datetime: p.datetime,
    product_type: p.product_type,
    product_parent_id: p.product_parent_id,
    year_create: p.year_create,
    month_create: p.month_create,
    order: p.order,
    suffix: p.suffix,
    amount: Number(row.amount),
    created_by: p.created_by,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}
