import type { FreightPayer } from '@depot/shared/products/sender-cod.rules';
import { productCode, type PriceType } from '@depot/shared/products/products.rules';
import type {
  TransportLine,
  TripCustomerRow,
  TripRow,
} from '@depot/shared/trips/trips-replies.schema';
import { dueAmount, isClosedByCounts, isTripFull } from '@depot/shared/trips/trips.rules';
import type { LineRow } from './transport-lines.queries';
import type { TripListRow } from './trips-list.queries';
import type { TripCustomerListRow } from './trips.queries';
import { addressFields } from '../../db/customer-address';
import { lineMoneyOf } from '../../lib/line-money';

/** A statement-list row; the archive fields only in archive mode. */
export function toTripRow(row: TripListRow, archived: boolean): TripRow {
  return {
    id: row.id,
    car: row.car,
    datetime_from: row.datetime_from,
    customers: row.customers,
    lines: row.lines,
    total_weight: row.total_weight,
    amount: row.amount,
    collected: row.collected,
    is_full: isTripFull({ capacity: row.car.total_weight, loaded_weight: row.loaded_weight }),
    archived_at: archived && row.archived_at ? row.archived_at.toISOString() : null,
    archived_by: archived ? row.archived_by : null,
    archive_reason: archived ? row.archive_reason : null,
  };
}

export function toTripCustomerRow(row: TripCustomerListRow): TripCustomerRow {
  return {
    trip_id: row.trip_id,
    // Object.assign, not spreads (docs/speed.md, "Spreads").
    customer: Object.assign({}, row.customer, addressFields(row)),
    car: row.car,
    datefrom: row.datetime_from,
    lines: row.lines,
    total_weight: row.total_weight,
    amount: row.amount,
    collected: row.collected,
    is_close: isClosedByCounts(row),
  };
}

export function toTransportLine(row: LineRow): TransportLine {
  return {
    id: row.id,
    trip_id: row.trip_id,
    product: Object.assign({}, row.product, {
      code: productCode(row.product),
      price_type: row.product.price_type as PriceType,
      freight_payer: row.product.freight_payer as FreightPayer,
      specification: row.specification,
    }),
    ...lineMoneyOf(row.amount, row.product.paid_amount, row.product.is_paid),
    car: row.car,
    datetime_from: row.datetime_from,
    customer: row.customer,
    removed_at: row.removed_at ? row.removed_at.toISOString() : null,
  };
}

/** The statement footer from the SQL sums; due by the shared rule. */
export function toTotals(sums: {
  lines: number;
  quantity: number;
  total_weight: number;
  amount: number;
  collected: number;
  sender_due?: number;
}) {
  const senderDue = sums.sender_due ?? 0;
  return {
    lines: sums.lines,
    quantity: sums.quantity,
    total_weight: sums.total_weight,
    amount: sums.amount,
    collected: sums.collected,
    sender_due: senderDue,
    due: dueAmount(sums.amount, sums.collected, senderDue),
  };
}
