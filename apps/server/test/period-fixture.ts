import type { Database } from '../src/db/client';
import { recordPayment } from '../src/modules/payments/payments-record.service';
import * as payments from '../src/modules/payments/payments.queries';
import { buildCustomer, buildProduct } from './factories';

/**
 * The customer of the period statement tests (docs/decisions/0001-payments-are-records.md: every collection is a payment): opening
 * debt 50 000; G4 3 000 received 02-01 and paid that day; G1 10 000 received 05-01, paid 20-01;
 * G2 20 000 received 03-02, paid 10-02 by a payment voided the next day, paid again 15-02 (23:30
 * UTC on the 14th); G3 5 000 received 20-02 unpaid; G5 7 000 received 05-03 unpaid.
 * February opens at 50 000 + 13 000 − 13 000 = 50 000, goods 25 000, collected 20 000 (the
 * voided payment never happened), closes at 55 000.
 */
export async function periodCustomer(
  db: Database,
  actor: { id: number },
  extra: { phone?: string } = {},
) {
  const customer = await buildCustomer(db, { full_name: 'Đỗ Kỳ Hạn', debt: 50_000, ...extra });
  const money = (price: number, datetime: string) =>
    buildProduct(db, { customer_id: customer.id, is_total_money: true, price, datetime });
  const paid = (productId: number, amount: number, at: string) =>
    db.transaction((tx) =>
      recordPayment(
        { db: tx, actor: null },
        {
          customerId: customer.id,
          amount,
          method: 'cash',
          source: 'counter',
          note: null,
          opening: 0,
          lines: [{ product_id: productId, amount }],
          received: { at: new Date(at), by: actor.id },
        },
      ),
    );
  const g4 = await money(3000, '2026-01-02');
  const g1 = await money(10_000, '2026-01-05');
  const g2 = await money(20_000, '2026-02-03');
  await money(5000, '2026-02-20');
  await money(7000, '2026-03-05');
  await paid(g4.id, 3000, '2026-01-02T09:00:00+07:00');
  await paid(g1.id, 10_000, '2026-01-20T10:00:00+07:00');
  const mistaken = await paid(g2.id, 20_000, '2026-02-10T09:00:00+07:00');
  await db.transaction(async (tx) => {
    const live = await payments.liveAllocationsOfPayments(tx, [mistaken.id]);
    await payments.voidAllocations(
      tx,
      live.map((a) => a.id),
      actor.id,
    );
    await payments.voidPaymentRows(tx, [mistaken.id], actor.id, 'Thu nhầm');
  });
  await paid(g2.id, 20_000, '2026-02-14T23:30:00Z');
  return customer;
}
