import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { codPayoutLines, customers, products } from '../../db/schema/index';

// The reads and writes of `Chi trả` (docs/payments.md, "Paying senders"): a line may pay out what
// was collected of its thu hộ (never past the thu hộ itself) less what was paid out already.

const payable = sql<number>`(least(${products.cod_paid}, ${products.cod_amount}) - ${products.cod_paid_out})::bigint`;

/**
 * The sender's live lines with thu hộ collected and not paid out, of the branch acted for (either
 * end), oldest first (products_cod_collected_idx); only `onlyIds` when given.
 */
export async function payableLines(
  db: Executor,
  senderId: number,
  scope: { branch?: number | null; onlyIds?: number[] },
) {
  return db
    .select({ id: products.id, payable: payable.mapWith(Number) })
    .from(products)
    .where(
      and(
        eq(products.sender_id, senderId),
        isNull(products.deleted_at),
        sql`${products.cod_paid} > ${products.cod_paid_out}`,
        sql`${payable} > 0`,
        scope.branch
          ? sql`(${products.origin_branch_id} = ${scope.branch} or ${products.destination_branch_id} = ${scope.branch})`
          : undefined,
        scope.onlyIds ? inArray(products.id, scope.onlyIds) : undefined,
      ),
    )
    .orderBy(products.datetime, products.id);
}

/** Whether the customer exists (deleted or not: a sender removed is still owed). */
export async function customerExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
  return rows.length > 0;
}

export async function insertPayoutLines(
  db: Executor,
  payoutId: number,
  lines: { product_id: number; amount: number }[],
) {
  if (lines.length === 0) return;
  await db.insert(codPayoutLines).values(lines.map((l) => ({ payout_id: payoutId, ...l })));
}

/** The goods of a payout's live lines: voiding it locks them first. */
export async function liveLineGoods(db: Executor, payoutId: number): Promise<number[]> {
  const rows = await db
    .select({ product_id: codPayoutLines.product_id })
    .from(codPayoutLines)
    .where(and(eq(codPayoutLines.payout_id, payoutId), isNull(codPayoutLines.voided_at)));
  return rows.map((r) => r.product_id);
}

/** Voids a payout's lines: their goods owe the sender again what they paid. */
export async function voidPayoutLines(db: Executor, payoutId: number) {
  await db
    .update(codPayoutLines)
    .set({ voided_at: sql`now()` })
    .where(and(eq(codPayoutLines.payout_id, payoutId), isNull(codPayoutLines.voided_at)));
}

export type PayoutLineRow = {
  product_id: number;
  name: string;
  datetime: string;
  year_create: number;
  month_create: number;
  order: number;
  suffix: string | null;
  cod_amount: string;
  amount: string;
  receiver_id: number;
  receiver_name: string;
};

/** The lines a payout paid (voided ones too: a voided slip still says what it was), oldest first. */
export async function payoutLines(db: Executor, payoutId: number) {
  const { rows } = await db.execute<PayoutLineRow>(sql`
    select p.id as product_id, p.name, p.datetime::text as datetime, p.year_create,
      p.month_create, p."order", p.suffix, p.cod_amount, l.amount, r.id as receiver_id,
      r.full_name as receiver_name
    from cod_payout_lines l join products p on p.id = l.product_id
      join customers r on r.id = p.customer_id
    where l.payout_id = ${payoutId}
    order by p.datetime, p.id`);
  return rows;
}
