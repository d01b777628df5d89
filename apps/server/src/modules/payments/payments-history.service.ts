import type { LinePayment, CustomerPayments } from '@depot/shared/payments/payments.schema';
import { paymentNumber } from '@depot/shared/payments/payments.rules';
import type { Context } from '../../lib/context';
import { pageOf } from '../../lib/reply';
import { getCustomer } from '../customers/customers.service';
import { getProduct } from '../products/products.service';
import * as history from './payments-history.queries';
import { toRow } from './payments.service';

/** GET /customers/:id/payments: a customer's payments, newest first, each printable again. */
export async function customerPayments(
  ctx: Context,
  customerId: number,
  page: { paged: number; limit: number },
): Promise<CustomerPayments> {
  await getCustomer(ctx, customerId); // its 404
  const { rows, total } = await history.customerPaymentsPage(ctx.db, customerId, page);
  return pageOf(
    rows.map((r) => toRow(r)),
    total,
    page.paged,
    page.limit,
  );
}

/** GET /products/:id/payments: what `Chưa thu` on the line would void, named first. */
export async function linePayments(ctx: Context, productId: number): Promise<LinePayment[]> {
  await getProduct(ctx, productId); // its 404
  // Its thu hộ payments too: `Chưa thu` voids them with the freight's (returnLinesCod).
  const rows = [
    ...(await history.paymentsOfLine(ctx.db, productId)),
    ...(await history.paymentsOfLine(ctx.db, productId, true)),
  ].sort((a, b) => a.received_at.getTime() - b.received_at.getTime() || a.id - b.id);
  return rows.map((r) => ({
    id: r.id,
    number: paymentNumber({ year: r.number_year, month: r.number_month, order: r.number_order }),
    amount: r.amount,
    allocated: r.allocated,
    received_at: r.received_at.toISOString(),
    lines: r.lines,
  }));
}
