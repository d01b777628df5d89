import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { codAllocations, products } from '../../db/schema/index';

// The reads and writes of thu hộ collected (docs/payments.md, "Collecting thu hộ"): a line's thu
// hộ still due is cod_amount − cod_paid; cod_allocations say which payment collected what.

/** The receiver's live lines with thu hộ still due, oldest first (only `onlyIds` when given). */
export async function codDueLinesOf(db: Executor, customerId: number, onlyIds?: number[]) {
  const due = sql<number>`(${products.cod_amount} - ${products.cod_paid})::bigint`;
  return db
    .select({ id: products.id, due: due.mapWith(Number), date: products.datetime })
    .from(products)
    .where(
      and(
        eq(products.customer_id, customerId),
        isNull(products.deleted_at),
        sql`${products.cod_amount} > ${products.cod_paid}`,
        onlyIds ? inArray(products.id, onlyIds) : undefined,
      ),
    )
    .orderBy(asc(products.datetime), asc(products.id));
}

export async function insertCodAllocations(
  db: Executor,
  paymentId: number,
  parts: { product_id: number; amount: number }[],
) {
  const live = parts.filter((p) => p.amount > 0);
  if (live.length === 0) return;
  await db.insert(codAllocations).values(live.map((p) => ({ payment_id: paymentId, ...p })));
}

/** The live payments that collected thu hộ of these goods. */
export async function codPaymentsOfGoods(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ payment_id: codAllocations.payment_id })
    .from(codAllocations)
    .where(and(inArray(codAllocations.product_id, productIds), isNull(codAllocations.voided_at)));
  return rows.map((r) => r.payment_id);
}

/** The live thu hộ allocations of payments: what voiding them gives back. */
export async function liveCodAllocationsOf(db: Executor, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({ id: codAllocations.id, product_id: codAllocations.product_id })
    .from(codAllocations)
    .where(and(inArray(codAllocations.payment_id, paymentIds), isNull(codAllocations.voided_at)));
}

export async function voidCodAllocations(db: Executor, ids: number[], actorId: number | null) {
  if (ids.length === 0) return;
  await db
    .update(codAllocations)
    .set({ voided_at: sql`now()`, voided_by: actorId })
    .where(and(inArray(codAllocations.id, ids), isNull(codAllocations.voided_at)));
}

/**
 * Whether any of these goods had thu hộ paid out to its sender (a `Chi trả` not voided) or sent
 * to another branch (a `Phiếu chuyển tiền` not voided); null when neither.
 */
export async function anyPaidOut(
  db: Executor,
  productIds: number[],
): Promise<'paid_out' | 'remitted' | null> {
  if (productIds.length === 0) return null;
  const [row] = await db
    .select({ paidOut: sql<boolean>`${products.cod_paid_out} > 0` })
    .from(products)
    .where(
      and(
        inArray(products.id, productIds),
        sql`(${products.cod_paid_out} > 0 or ${products.cod_remitted} > 0)`,
      ),
    )
    .limit(1);
  if (!row) return null;
  return row.paidOut ? 'paid_out' : 'remitted';
}
