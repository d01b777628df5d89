import type { PriceType } from '@depot/shared/products/products.rules';
import { productCode } from '@depot/shared/products/products.rules';
import { codMoney, type FreightPayer } from '@depot/shared/products/sender-cod.rules';
import type { Product, ProductStage } from '@depot/shared/products/products.schema';
import { addressFields } from '../../db/customer-address';
import type { ProductRow } from './products-read.queries';
import { lineMoneyOf } from '../../lib/line-money';

/** The reply shape: the customer with its address units, the spec, the live trip, code, amount. */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    code: productCode(row),
    customer_id: row.customer_id,
    customer: {
      id: row.customer_id,
      full_name: row.customer_full_name,
      phone: row.customer_phone,
      number_house: row.customer_number_house,
      ...addressFields(row),
    },
    name: row.name,
    price: row.price,
    quantity: row.quantity,
    total_weight: Number(row.total_weight),
    price_type: row.price_type as PriceType,
    is_total_money: row.is_total_money,
    specification_id:
      row.specification_id === null
        ? null
        : { id: row.specification_id, name: row.specification_name ?? '' },
    is_paid: row.is_paid,
    status: row.status,
    // The trip and its vehicle come from left joins: all null when the goods are not loaded.
    trip:
      row.trip_id === null || row.car_id === null
        ? null
        : {
            trip_id: row.trip_id,
            car_id: row.car_id,
            number_car: row.number_car ?? '',
            datetime_from: row.trip_datetime_from ?? '',
          },
    datetime: row.datetime,
    product_type: row.product_type,
    product_parent_id: row.product_parent_id,
    year_create: row.year_create,
    month_create: row.month_create,
    order: row.order,
    suffix: row.suffix,
    origin_branch_id: row.origin_branch_id,
    destination_branch_id: row.destination_branch_id,
    sender:
      row.sender_id === null
        ? null
        : {
            id: row.sender_id,
            full_name: row.sender_full_name ?? '',
            phone: row.sender_phone ?? '',
          },
    freight_payer: row.freight_payer as FreightPayer,
    cod_amount: Number(row.cod_amount),
    ...codMoney(Number(row.cod_amount), Number(row.cod_paid)),
    stage: row.stage as ProductStage,
    arrived_at: row.arrived_at,
    ...lineMoneyOf(Number(row.amount), Number(row.paid_amount), row.is_paid),
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
