import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { branches, payments, payouts, remittances, users } from '../../db/schema/index';
import { withinDepotDays } from '../../lib/depot-day.sql';
import { cashInOf, cashOutOf, drawer, type Days, type Scope } from './cash-book.queries';

/**
 * The cash book's moves in time order, and money sent between branches in it (docs/payments.md
 * "Money between branches"): a remittance leaves the sending branch's drawer when sent and enters
 * the receiving one's when confirmed. Remittances are only read here (modules/remittances writes).
 */

const r = remittances;

// Literals, not parameters, as the payments' and payouts' own.
const liveCash = sql`${remittances.method} = 'cash' and ${remittances.voided_at} is null`;

/** Cash remittances sent from the scope's drawers during the days. */
const sentOf = (s: Scope, d: Days) =>
  and(
    liveCash,
    drawer(remittances.sent_at, remittances.from_branch_id, s),
    withinDepotDays(remittances.sent_at, d.from, d.to, s.zone),
  );
/** Cash remittances confirmed into the scope's drawers during the days. */
const receivedOf = (s: Scope, d: Days) =>
  and(
    liveCash,
    isNotNull(remittances.confirmed_at),
    drawer(remittances.confirmed_at, remittances.to_branch_id, s),
    withinDepotDays(remittances.confirmed_at, d.from, d.to, s.zone),
  );

export type MoveSource = 'payment' | 'payout' | 'remittance';
export type MoveKey = { dir: 'in' | 'out'; source: MoveSource; id: number; net: number };

/**
 * One page of the days' moves in time order (at one moment money in before money out, then by
 * source and id) and each one's net since the first day's start (in − out up to and including
 * it): the page's balances are the opening plus that net. Only the page's keys: its rows are
 * read after.
 */
export async function cashMovesPage(
  db: Executor,
  s: Scope,
  d: Days,
  page: { offset: number; limit: number },
): Promise<MoveKey[]> {
  // The first `prefix` moves in time order are among the first `prefix` of each side, and so is
  // every move before them: each side read that far in its own order (its time index) gives
  // the page and every net before it exactly, without sorting a busy month's every payment.
  const prefix = page.offset + page.limit;
  const { rows } = await db.execute<{
    dir: 'in' | 'out';
    source: MoveSource;
    id: number;
    net: string;
  }>(sql`
    select dir, source, id, net from (
      select dir, source, id, at,
        sum(signed) over (order by at, dir, source, id) as net from (
        (select 'in'::text as dir, 'payment'::text as source, ${payments.id} as id,
               ${payments.received_at} as at, ${payments.amount} as signed
        from ${payments} where ${cashInOf(s, d)}
        order by ${payments.received_at}, ${payments.id} limit ${prefix})
        union all
        (select 'out', 'payout', ${payouts.id}, ${payouts.paid_at}, -${payouts.amount}
        from ${payouts} where ${cashOutOf(s, d)}
        order by ${payouts.paid_at}, ${payouts.id} limit ${prefix})
        union all
        (select 'out', 'remittance', ${r.id}, ${r.sent_at}, -${r.amount}
        from ${r} where ${sentOf(s, d)} order by ${r.sent_at}, ${r.id} limit ${prefix})
        union all
        (select 'in', 'remittance', ${r.id}, ${r.confirmed_at}, ${r.amount}
        from ${r} where ${receivedOf(s, d)} order by ${r.confirmed_at}, ${r.id} limit ${prefix})
      ) as moves
    ) as ranked
    order by at, dir, source, id
    offset ${page.offset} limit ${page.limit}`);
  return rows.map((row) => ({ ...row, id: Number(row.id), net: Number(row.net) }));
}

const fromBranch = alias(branches, 'from_branch');
const toBranch = alias(branches, 'to_branch');
const sender = alias(users, 'sender');
const confirmer = alias(users, 'confirmer');

/** The remittances of a page of the book, by id, with both branches and both people. */
export async function cashRemittancesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: r.id,
      number_year: r.number_year,
      number_month: r.number_month,
      number_order: r.number_order,
      sent_at: r.sent_at,
      confirmed_at: r.confirmed_at,
      sent_by_id: r.sent_by,
      sent_by_name: sender.fullname,
      confirmed_by_id: r.confirmed_by,
      confirmed_by_name: confirmer.fullname,
      from_id: r.from_branch_id,
      from_code: fromBranch.code,
      from_name: fromBranch.name,
      to_id: r.to_branch_id,
      to_code: toBranch.code,
      to_name: toBranch.name,
      amount: r.amount,
      note: r.note,
    })
    .from(r)
    .innerJoin(fromBranch, eq(fromBranch.id, r.from_branch_id))
    .innerJoin(toBranch, eq(toBranch.id, r.to_branch_id))
    .leftJoin(sender, eq(sender.id, r.sent_by))
    .leftJoin(confirmer, eq(confirmer.id, r.confirmed_by))
    .where(inArray(r.id, ids));
}
const total = (amount: PgColumn) =>
  sql<number>`coalesce(sum(${amount}), 0)::bigint`.mapWith(Number);
const rowCount = sql<number>`count(*)::int`.mapWith(Number);

/** The days' cash remittances per person: sent out (by who sent) and in (by who confirmed). */
export async function cashRemittancesByPerson(db: Executor, s: Scope, d: Days) {
  const side = (person: PgColumn, where: SQL | undefined) =>
    db
      .select({
        person_id: person,
        person_name: users.fullname,
        count: rowCount,
        amount: total(r.amount),
      })
      .from(r)
      .leftJoin(users, eq(users.id, person))
      .where(where)
      .groupBy(person, users.fullname);
  const [out, into] = await Promise.all([
    side(r.sent_by, sentOf(s, d)),
    side(r.confirmed_by, receivedOf(s, d)),
  ]);
  return { out, in: into };
}

/**
 * Per method the remittances of the days, as methodSums: out of the scope when sent (voided ones
 * counted apart), in when confirmed.
 */
export async function remittanceMethodSums(db: Executor, s: Scope, d: Days) {
  const live = sql`${r.voided_at} is null`;
  const sent = db
    .select({
      method: r.method,
      live: sql<number>`coalesce(sum(${r.amount}) filter (where ${live}), 0)::bigint`.mapWith(
        Number,
      ),
      voided_count: sql<number>`count(*) filter (where ${r.voided_at} is not null)::int`.mapWith(
        Number,
      ),
      voided:
        sql<number>`coalesce(sum(${r.amount}) filter (where ${r.voided_at} is not null), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(r)
    .where(
      and(drawer(r.sent_at, r.from_branch_id, s), withinDepotDays(r.sent_at, d.from, d.to, s.zone)),
    )
    .groupBy(r.method);
  const received = db
    .select({ method: r.method, live: total(r.amount) })
    .from(r)
    .where(
      and(
        live,
        isNotNull(r.confirmed_at),
        drawer(r.confirmed_at, r.to_branch_id, s),
        withinDepotDays(r.confirmed_at, d.from, d.to, s.zone),
      ),
    )
    .groupBy(r.method);
  const [out, into] = await Promise.all([sent, received]);
  return { out, in: into };
}
