import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern, foldedContains } from '../../lib/sql-pattern';

// The reads of `Đối soát thu hộ` (docs/payments.md, "Owed to senders"): the senders' figures from
// their kept totals (cod_sender_totals); a sender's lines from the live lines naming them with
// thu hộ (products_sender_idx), each line's collected part never past its amount, and the part
// paid out to the sender (products.cod_paid_out, kept from `Chi trả` payouts).

export type CodScope = { branch?: number | null; senderId?: number; keywordFolded?: string };

/** The sender lines of the scope: live, with thu hộ, of the branch acted for (either end). */
function linesSql(s: CodScope): SQL {
  return sql`select p.id, p.sender_id, p.customer_id, p.name, p.datetime, p.year_create,
      p.month_create, p."order", p.suffix, p.cod_amount,
      least(p.cod_paid, p.cod_amount) as collected, p.cod_paid_out as paid_out
    from products p
    where p.sender_id is not null and p.deleted_at is null and p.cod_amount > 0
      ${s.senderId ? sql`and p.sender_id = ${s.senderId}` : sql``}
      ${s.branch ? sql`and (p.origin_branch_id = ${s.branch} or p.destination_branch_id = ${s.branch})` : sql``}`;
}

function senderMatch(s: CodScope): SQL {
  if (!s.keywordFolded) return sql`true`;
  return sql`(${foldedContains(sql`c.full_name_folded`, s.keywordFolded)}
    or c.phone like ${containsPattern(s.keywordFolded)})`;
}

type FigureRow = {
  lines: number;
  cod_amount: string;
  not_collected: string;
  collected_unpaid: string;
  paid_out: string;
};
export type SenderRow = FigureRow & { id: number; full_name: string; phone: string };

/**
 * Each sender's kept figures (cod_sender_totals, migration 0046) within the branch acted for:
 * the rows of the sender's lines with either end there, a few per sender.
 */
function keptSql(s: CodScope): SQL {
  return sql`select k.sender_id, sum(k.lines)::int as lines, sum(k.cod_amount) as cod_amount,
      sum(k.collected) as collected, sum(k.paid_out) as paid_out
    from cod_sender_totals k
    where k.lines > 0
      ${s.branch ? sql`and (k.origin_branch_id = ${s.branch} or k.destination_branch_id = ${s.branch})` : sql``}
    group by k.sender_id`;
}

const FIGURES = sql.raw(`k.lines, k.cod_amount::bigint as cod_amount,
  (k.cod_amount - k.collected)::bigint as not_collected,
  (k.collected - k.paid_out)::bigint as collected_unpaid, k.paid_out::bigint as paid_out`);

/** A page of senders with their figures, the most owed first. */
export async function sendersPage(
  db: Executor,
  s: CodScope,
  page: { limit: number; offset: number },
) {
  const { rows } = await db.execute<SenderRow>(sql`
    select c.id, c.full_name, c.phone, ${FIGURES}
    from (${keptSql(s)}) k join customers c on c.id = k.sender_id
    where ${senderMatch(s)}
    order by collected_unpaid desc, not_collected desc, c.id
    limit ${page.limit} offset ${page.offset}`);
  return rows;
}

/** How many senders match, and all their figures summed. */
export async function sendersTotals(db: Executor, s: CodScope) {
  const { rows } = await db.execute<FigureRow & { senders: number }>(sql`
    select count(*)::int as senders, coalesce(sum(k.lines), 0)::int as lines,
      sum(k.cod_amount)::bigint as cod_amount,
      sum(k.cod_amount - k.collected)::bigint as not_collected,
      sum(k.collected - k.paid_out)::bigint as collected_unpaid,
      sum(k.paid_out)::bigint as paid_out
    from (${keptSql(s)}) k join customers c on c.id = k.sender_id
    where ${senderMatch(s)}`);
  return rows[0]!;
}

export type CodLineRow = {
  id: number;
  name: string;
  datetime: string;
  year_create: number;
  month_create: number;
  order: number;
  suffix: string | null;
  cod_amount: string;
  collected: string;
  paid_out: string;
  receiver_id: number;
  receiver_name: string;
  receiver_phone: string;
};

/** A sender's lines with thu hộ, newest first, with their receiver. */
export async function senderLines(db: Executor, s: CodScope & { senderId: number }) {
  const { rows } = await db.execute<CodLineRow>(sql`
    select l.id, l.name, l.datetime::text as datetime, l.year_create, l.month_create, l."order",
      l.suffix, l.cod_amount, l.collected, l.paid_out, r.id as receiver_id,
      r.full_name as receiver_name, r.phone as receiver_phone
    from (${linesSql(s)}) l join customers r on r.id = l.customer_id
    order by l.datetime desc, l.id desc`);
  return rows;
}

/** A customer by id, deleted or not: money may still be owed to or by one no longer listed. */
export async function namedCustomer(db: Executor, id: number) {
  const { rows } = await db.execute<{ id: number; full_name: string; phone: string }>(
    sql`select id, full_name, phone from customers where id = ${id}`,
  );
  return rows[0];
}

export type CodDueRow = {
  id: number;
  name: string;
  datetime: string;
  year_create: number;
  month_create: number;
  order: number;
  suffix: string | null;
  cod_amount: string;
  cod_paid: string;
  sender_id: number;
  sender_name: string;
};

/** A receiver's live lines with thu hộ still due, oldest first (products_cod_due_idx). */
export async function receiverDueLines(db: Executor, customerId: number) {
  const { rows } = await db.execute<CodDueRow>(sql`
    select p.id, p.name, p.datetime::text as datetime, p.year_create, p.month_create, p."order",
      p.suffix, p.cod_amount, p.cod_paid, s.id as sender_id, s.full_name as sender_name
    from products p join customers s on s.id = p.sender_id
    where p.customer_id = ${customerId} and p.deleted_at is null and p.cod_amount > p.cod_paid
    order by p.datetime, p.id`);
  return rows;
}

/** The thu hộ collected and not paid out to the senders, of the branch acted for (kept). */
export async function collectedUnpaid(db: Executor, branch?: number | null): Promise<number> {
  const { rows } = await db.execute<{ owed: string }>(sql`
    select coalesce(sum(k.collected - k.paid_out), 0)::bigint as owed
    from (${keptSql({ branch })}) k`);
  return Number(rows[0]?.owed ?? 0);
}
