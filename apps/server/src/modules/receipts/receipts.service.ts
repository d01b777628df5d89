import {
  CAR_NOT_FOUND,
  CUSTOMER_NOT_FOUND,
  NOT_ON_RECEIPT,
  NOTHING_TO_PRINT,
  type Receipt,
  type ReceiptBody,
  type ReceiptFilters,
  type ReceiptPayResult,
  type receiptPayBodySchema,
  type VehicleStatement,
  type VehicleStatementFilters,
} from '@depot/shared/receipts/receipts.schema';
import type { z } from 'zod';
import { ConflictError, NotFoundError } from '../../errors';
import { actorOf, inTransaction, type Context } from '../../lib/context';
import { lockForGoodsChange } from '../../lib/lock-order';
import { findCar } from '../cars/cars.service';
import { paymentsOfGoods } from '../payments/payments.service';
import { setGoodsPaid } from '../products/products-flags.service';
import { getSettings } from '../settings/settings.service';
import { receiptTrackingTokenOf } from '../tracking/tracking-links.service';
import {
  closedOf,
  receiptBody,
  toReceiptLine,
  toStatementCustomer,
  totalsOf,
} from './receipts.mapper';
import * as q from './receipts.queries';
import { publishChange } from '../../lib/publish-change';

type PayBody = z.output<typeof receiptPayBodySchema>;

/** Customers' receipts in the order a person looks for them: by name, Vietnamese alphabet. */
const byName = new Intl.Collator('vi', { numeric: true });

async function carOrFail(ctx: Context, carId: number) {
  const car = await findCar(ctx, carId);
  if (!car) throw new NotFoundError(CAR_NOT_FOUND);
  const { id, number_car, driver_name, total_weight } = car;
  return { id, number_car, driver_name, total_weight };
}

async function customerOrFail(ctx: Context, customerId: number) {
  const customer = await q.findCustomer(ctx.db, customerId);
  if (!customer) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  return toStatementCustomer(customer);
}

/** GET /transport/print (spec: get-print): one customer's receipt on a vehicle and date. */
export async function getReceipt(ctx: Context, query: ReceiptFilters): Promise<Receipt> {
  const car = await carOrFail(ctx, query.car_id);
  const customer = await customerOrFail(ctx, query.customer_id);
  const rows = await q.statementLines(ctx.db, {
    carId: car.id,
    date: query.datefrom,
    customerId: customer.id,
  });
  if (rows.length === 0) throw new NotFoundError(NOTHING_TO_PRINT);
  const trip = { carId: car.id, date: query.datefrom };
  const [depot, paidBy, trackToken] = await Promise.all([
    getSettings(ctx),
    paymentsOfGoods(
      ctx,
      rows.map((r) => r.product_id),
    ),
    receiptTrackingTokenOf(ctx, { ...trip, customerId: customer.id }),
  ]);
  const body = receiptBody(
    customer,
    rows.map(toReceiptLine),
    depot,
    trip,
    paidBy.map(({ customer_id: _customer, ...p }) => p),
    trackToken,
  );
  return { ...body, car, fullDatefrom: query.datefrom, depot };
}

/**
 * GET /transport/get-by-car: every customer's receipt on a vehicle and date (or one customer's),
 * read in one query and split by customer here.
 */
export async function getVehicleStatement(
  ctx: Context,
  query: VehicleStatementFilters,
): Promise<VehicleStatement> {
  const car = await carOrFail(ctx, query.id);
  const rows = await q.statementLines(ctx.db, {
    carId: car.id,
    date: query.date,
    customerId: query.customer_id,
  });
  if (rows.length === 0) throw new NotFoundError(NOTHING_TO_PRINT);
  const [depot, paidBy] = await Promise.all([
    getSettings(ctx),
    paymentsOfGoods(
      ctx,
      rows.map((r) => r.product_id),
    ),
  ]);
  const groups = new Map<number, q.StatementLineRow[]>();
  for (const row of rows) {
    const group = groups.get(row.customer_id);
    if (group) group.push(row);
    else groups.set(row.customer_id, [row]);
  }
  const trip = { carId: car.id, date: query.date };
  const [tokens, customers] = await Promise.all([
    Promise.all(
      [...groups.keys()].map((customerId) => receiptTrackingTokenOf(ctx, { ...trip, customerId })),
    ),
    q.namedCustomers(
      ctx.db,
      [...groups.values()].map((lines) => lines[0]!),
    ),
  ]);
  // Each receipt's payments, found by customer once rather than filtered for each receipt.
  const paidFor = new Map<number, ReceiptBody['payments']>();
  for (const { customer_id, ...payment } of paidBy) {
    const list = paidFor.get(customer_id);
    if (list) list.push(payment);
    else paidFor.set(customer_id, [payment]);
  }
  const receipts = [...groups.entries()]
    .map(([customerId, lines], i) =>
      receiptBody(
        toStatementCustomer(customers[i]!),
        lines.map(toReceiptLine),
        depot,
        trip,
        paidFor.get(customerId) ?? [],
        tokens[i]!,
      ),
    )
    .sort(
      (a, b) =>
        byName.compare(a.customer.full_name, b.customer.full_name) || a.customer.id - b.customer.id,
    );
  const all = receipts.flatMap((r) => r.data);
  return {
    car,
    fullDatefrom: query.date,
    depot,
    receipts,
    sums: totalsOf(all),
    is_close: receipts.every((r) => r.is_close),
  };
}

/**
 * POST /transport/pay (docs/decisions/0001-payments-are-records.md): marks the chosen live lines of a receipt paid, or all of
 * them, in one transaction through the one paid function (one trail row per line that changed).
 * A chosen line that is not on the receipt refuses the whole payment.
 */
export async function payReceipt(ctx: Context, body: PayBody): Promise<ReceiptPayResult> {
  actorOf(ctx); // the audit rows name who took the money
  return inTransaction(ctx, async (tx) => {
    await carOrFail(tx, body.car_id);
    await customerOrFail(tx, body.customer_id);
    const key = { carId: body.car_id, date: body.datefrom, customerId: body.customer_id };
    const { goods } = await lockForGoodsChange(tx, await q.statementProductIds(tx.db, key), {
      customers: true,
    });
    const locked = new Map(goods.map((g) => [g.id, g]));
    // Read under the locks: a line archived or moved, or a flag toggled, before we got them.
    const lines = (await q.statementLines(tx.db, key))
      .filter((row) => locked.has(row.product_id))
      .map(toReceiptLine);
    const live = new Set(lines.map((l) => l.id));
    const foreign = (body.transport_ids ?? []).filter((id) => !live.has(id));
    if (foreign.length > 0) {
      throw new ConflictError(`${NOT_ON_RECEIPT}: ${foreign.join(', ')}`, undefined, {
        transport_ids: foreign,
      });
    }
    if (lines.length === 0) throw new NotFoundError(NOTHING_TO_PRINT);
    const chosen = body.transport_ids ? new Set(body.transport_ids) : live;
    const paying = lines.filter((l) => chosen.has(l.id) && !l.product.is_paid);
    await setGoodsPaid(
      tx,
      paying.map((l) => ({ goods: locked.get(l.product.id)!, item_id: l.id })),
      true,
      'receipt',
      { freightFrom: body.customer_id },
    );
    await publishChange(
      tx,
      'goodsPaid',
      paying.map((l) => l.product.id),
    );
    // A line its sender pays stays theirs to pay: only its thu hộ was taken here.
    const paid = new Set(paying.filter((l) => l.product.freight_payer !== 'sender'));
    const after = lines.map((l) =>
      paid.has(l) ? { ...l, product: { ...l.product, is_paid: true, paid_amount: l.amount } } : l,
    );
    return { paid: paid.size, is_close: closedOf(after), sums: totalsOf(after) };
  });
}
