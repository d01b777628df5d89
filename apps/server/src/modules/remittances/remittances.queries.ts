import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { branches, remittanceLines, remittances, users } from '../../db/schema/index';

// The reads and writes of money sent between branches (docs/payments.md "Money between
// branches"). A line may send on the thu hộ collected at the sending branch less what was sent.

export type NewRemittance = typeof remittances.$inferInsert;

export async function insertRemittance(db: Executor, values: NewRemittance) {
  const [row] = await db.insert(remittances).values(values).returning({ id: remittances.id });
  return row!;
}

export async function insertLines(
  db: Executor,
  remittanceId: number,
  lines: { product_id: number; amount: number }[],
) {
  if (lines.length === 0) return;
  await db
    .insert(remittanceLines)
    .values(lines.map((l) => ({ remittance_id: remittanceId, ...l })));
}

export type RemittableRow = {
  product_id: number;
  name: string;
  datetime: string;
  year_create: number;
  month_create: number;
  order: number;
  suffix: string | null;
  cod_amount: string;
  amount: string;
  sender_id: number | null;
  sender_name: string | null;
  receiver_id: number;
  receiver_name: string;
};

const lineColumns = sql`p.id as product_id, p.name, p.datetime::text as datetime, p.year_create,
  p.month_create, p."order", p.suffix, p.cod_amount, s.id as sender_id, s.full_name as sender_name,
  r.id as receiver_id, r.full_name as receiver_name`;

/**
 * Goods received at `to` and handed over at `from` whose thu hộ was collected at `from` and not
 * sent on yet (products_cod_unremitted_idx), oldest first; only `onlyIds` when given. `amount`:
 * what the live collections at `from` took, less what was sent.
 */
export async function remittableLines(
  db: Executor,
  ends: { from: number; to: number },
  onlyIds?: number[],
) {
  const only = onlyIds ? sql`and p.id in ${onlyIds}` : sql``;
  const { rows } = await db.execute<RemittableRow>(sql`
    select ${lineColumns}, c.collected - p.cod_remitted as amount
    from products p
      cross join lateral (
        select coalesce(sum(a.amount), 0) as collected
        from cod_allocations a join payments pay on pay.id = a.payment_id
        where a.product_id = p.id and a.voided_at is null and pay.voided_at is null
          and pay.branch_id = ${ends.from}) c
      join customers r on r.id = p.customer_id
      left join customers s on s.id = p.sender_id
    where p.destination_branch_id = ${ends.from} and p.origin_branch_id = ${ends.to}
      and p.destination_branch_id <> p.origin_branch_id
      and p.deleted_at is null and p.cod_paid > p.cod_remitted
      and c.collected - p.cod_remitted > 0 ${only}
    order by p.datetime, p.id`);
  return rows;
}

/** The lines a remittance carries (voided ones too: a voided remittance still says what it was). */
export async function linesOf(db: Executor, remittanceId: number) {
  const { rows } = await db.execute<RemittableRow>(sql`
    select ${lineColumns}, l.amount
    from remittance_lines l join products p on p.id = l.product_id
      join customers r on r.id = p.customer_id
      left join customers s on s.id = p.sender_id
    where l.remittance_id = ${remittanceId}
    order by p.datetime, p.id`);
  return rows;
}

/** The goods of a remittance's live lines: voiding it locks them first. */
export async function liveLineGoods(db: Executor, remittanceId: number): Promise<number[]> {
  const rows = await db
    .select({ product_id: remittanceLines.product_id })
    .from(remittanceLines)
    .where(and(eq(remittanceLines.remittance_id, remittanceId), isNull(remittanceLines.voided_at)));
  return rows.map((r) => r.product_id);
}

export async function voidLines(db: Executor, remittanceId: number) {
  await db
    .update(remittanceLines)
    .set({ voided_at: sql`now()` })
    .where(and(eq(remittanceLines.remittance_id, remittanceId), isNull(remittanceLines.voided_at)));
}

/** Whether the branch exists (a remittance goes to a real branch). */
export async function branchExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, id));
  return rows.length > 0;
}

const pending = and(isNull(remittances.confirmed_at), isNull(remittances.voided_at));

/** Confirms a pending remittance; undefined when it is no longer pending. One statement. */
export async function confirmRow(db: Executor, id: number, actorId: number) {
  const [row] = await db
    .update(remittances)
    .set({ confirmed_at: sql`now()`, confirmed_by: actorId })
    .where(and(eq(remittances.id, id), pending))
    .returning({ id: remittances.id });
  return row;
}

/** Voids a pending remittance; undefined when it is no longer pending. */
export async function voidRow(db: Executor, id: number, actorId: number, reason: string) {
  const [row] = await db
    .update(remittances)
    .set({ voided_at: sql`now()`, voided_by: actorId, void_reason: reason })
    .where(and(eq(remittances.id, id), pending))
    .returning({ id: remittances.id, voided_at: remittances.voided_at });
  return row;
}

const fromBranch = alias(branches, 'from_branch');
const toBranch = alias(branches, 'to_branch');
const sender = alias(users, 'sender');
const confirmer = alias(users, 'confirmer');
const voider = alias(users, 'voider');

const rowsQuery = (db: Executor) =>
  db
    .select({
      id: remittances.id,
      number_year: remittances.number_year,
      number_month: remittances.number_month,
      number_order: remittances.number_order,
      from_id: remittances.from_branch_id,
      from_code: fromBranch.code,
      from_name: fromBranch.name,
      to_id: remittances.to_branch_id,
      to_code: toBranch.code,
      to_name: toBranch.name,
      amount: remittances.amount,
      method: remittances.method,
      note: remittances.note,
      sent_at: remittances.sent_at,
      sent_by_id: remittances.sent_by,
      sent_by_name: sender.fullname,
      confirmed_at: remittances.confirmed_at,
      confirmed_by_id: remittances.confirmed_by,
      confirmed_by_name: confirmer.fullname,
      voided_at: remittances.voided_at,
      voided_by_id: remittances.voided_by,
      voided_by_name: voider.fullname,
      void_reason: remittances.void_reason,
    })
    .from(remittances)
    .innerJoin(fromBranch, eq(fromBranch.id, remittances.from_branch_id))
    .innerJoin(toBranch, eq(toBranch.id, remittances.to_branch_id))
    .leftJoin(sender, eq(sender.id, remittances.sent_by))
    .leftJoin(confirmer, eq(confirmer.id, remittances.confirmed_by))
    .leftJoin(voider, eq(voider.id, remittances.voided_by));
export type RemittanceRow = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

export async function findRemittance(db: Executor, id: number) {
  const [row] = await rowsQuery(db).where(eq(remittances.id, id));
  return row;
}

export type RemittanceFilters = {
  /** The branch acted for; null: every branch. */
  branch: number | null;
  side?: 'out' | 'in';
  state?: 'pending' | 'confirmed' | 'voided';
};

function listWhere(f: RemittanceFilters): SQL | undefined {
  const out = f.branch === null ? undefined : eq(remittances.from_branch_id, f.branch);
  const into = f.branch === null ? undefined : eq(remittances.to_branch_id, f.branch);
  const side = f.side === 'out' ? out : f.side === 'in' ? into : out && into && or(out, into);
  const state =
    f.state === 'pending'
      ? pending
      : f.state === 'confirmed'
        ? isNotNull(remittances.confirmed_at)
        : f.state === 'voided'
          ? isNotNull(remittances.voided_at)
          : undefined;
  return and(side, state);
}

const newestFirst = [desc(remittances.sent_at), desc(remittances.id)];

export async function remittancesPage(
  db: Executor,
  f: RemittanceFilters,
  { paged, limit }: { paged: number; limit: number },
) {
  const page = db
    .select({ id: remittances.id })
    .from(remittances)
    .where(listWhere(f))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset((paged - 1) * limit);
  return rowsQuery(db)
    .where(inArray(remittances.id, page))
    .orderBy(...newestFirst);
}

export async function remittancesCount(db: Executor, f: RemittanceFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(remittances)
    .where(listWhere(f));
  return row!.count;
}
