import { and, eq, isNull, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Executor } from '../../db/client';
import {
  customerGoodsTotals,
  products,
  statementTotals,
  tripItems,
  tripTotals,
} from '../../db/schema/index';
import {
  productAmountSql,
  productCollectedSql,
  senderPaysSql,
} from '../products/product-amount.sql';
import { ident } from './database-catalog';
import { keptReadTotalsMismatches } from './restore-checks-kept';

// The totals kept by triggers (migrations 0010, 0011, 0018) against what the live rows add up
// to: a restore holds the loaded figures to a recount before it replaces anything, and the
// tests (test/kept-totals.ts) hold every change that moves them to the same recount.

/** Per customer: the kept goods totals next to what the live goods and payments add up to. */
export async function goodsKeptAndLive(db: Executor) {
  const kept = await db
    .select()
    .from(customerGoodsTotals)
    .where(
      sql`${customerGoodsTotals.goods} <> 0 or ${customerGoodsTotals.amount} <> 0
        or ${customerGoodsTotals.opening_paid} <> 0 or ${customerGoodsTotals.credit} <> 0`,
    )
    .orderBy(customerGoodsTotals.customer_id);
  const { rows: live } = await db.execute<Record<string, string | number>>(sql`
    with goods as (
      select customer_id, count(*)::int as goods, sum(quantity)::bigint as quantity,
             sum(total_weight) as total_weight, sum(${productAmountSql()}) as amount
      from products where deleted_at is null group by customer_id
    ),
    owed as (
      -- The unpaid freight is its payer's (the sender when they pay it, migration 0060).
      select payer_id as customer_id, sum(${productAmountSql()} - paid_amount) as unpaid_amount
      from products where deleted_at is null group by payer_id
    ),
    money as (
      select p.customer_id,
             coalesce(sum(a.amount) filter (where a.product_id is null), 0) as opening_paid,
             coalesce(sum(a.amount), 0) as allocated
      from payments p join payment_allocations a on a.payment_id = p.id
      where p.voided_at is null and a.voided_at is null group by p.customer_id
    ),
    received as (
      select customer_id, sum(amount) as received from payments
      where voided_at is null and purpose = 'freight' group by customer_id
    )
    select c.id as customer_id, coalesce(g.goods, 0) as goods, coalesce(g.quantity, 0) as quantity,
           coalesce(g.total_weight, 0) as total_weight, coalesce(g.amount, 0) as amount,
           coalesce(o.unpaid_amount, 0) as unpaid_amount,
           coalesce(m.opening_paid, 0) as opening_paid,
           coalesce(r.received, 0) - coalesce(m.allocated, 0) as credit
    from customers c
    left join goods g on g.customer_id = c.id
    left join owed o on o.customer_id = c.id
    left join money m on m.customer_id = c.id
    left join received r on r.customer_id = c.id
    where g.customer_id is not null or o.customer_id is not null or m.customer_id is not null
       or r.customer_id is not null
    order by c.id`);
  const numeric = (r: Record<string, unknown>) => ({
    customer_id: Number(r.customer_id),
    goods: Number(r.goods),
    quantity: Number(r.quantity),
    total_weight: Number(r.total_weight),
    amount: Number(r.amount),
    unpaid_amount: Number(r.unpaid_amount),
    opening_paid: Number(r.opening_paid),
    credit: Number(r.credit),
  });
  const nonZero = (r: ReturnType<typeof numeric>) =>
    r.goods !== 0 || r.amount !== 0 || r.opening_paid !== 0 || r.credit !== 0;
  return { kept: kept.map(numeric).filter(nonZero), live: live.map(numeric).filter(nonZero) };
}

function statementNumbers(r: Record<string, unknown>) {
  return {
    trip_id: r.trip_id,
    customer_id: r.customer_id,
    lines: Number(r.lines),
    paid_lines: Number(r.paid_lines),
    quantity: Number(r.quantity),
    total_weight: Number(r.total_weight),
    amount: Number(r.amount),
    collected: Number(r.collected),
    sender_due: Number(r.sender_due),
  };
}
export type StatementFigures = ReturnType<typeof statementNumbers>;

/** Per statement (trip × customer): the kept figures next to the live lines' sums. */
export async function statementsKeptAndLive(db: Executor) {
  const kept = await db
    .select()
    .from(statementTotals)
    .where(sql`${statementTotals.lines} <> 0`)
    .orderBy(statementTotals.trip_id, statementTotals.customer_id);
  const live = await db
    .select({
      trip_id: tripItems.trip_id,
      customer_id: products.customer_id,
      lines: sql<number>`count(*)::int`,
      // A line its sender pays owes this customer nothing (migration 0060).
      paid_lines: sql<number>`(count(*) filter (where ${products.is_paid} or ${senderPaysSql}))::int`,
      quantity: sql<string>`sum(${products.quantity})`,
      total_weight: sql<string>`sum(${products.total_weight})`,
      amount: sql<string>`sum(${productAmountSql()})`,
      collected: sql<string>`sum(${productCollectedSql()})`,
      sender_due: sql<string>`coalesce(sum(${productAmountSql()} - ${productCollectedSql()}) filter (where ${senderPaysSql}), 0)`,
    })
    .from(tripItems)
    .innerJoin(products, eq(products.id, tripItems.product_id))
    .where(and(isNull(tripItems.removed_at), isNull(products.deleted_at)))
    .groupBy(tripItems.trip_id, products.customer_id)
    .orderBy(tripItems.trip_id, products.customer_id);
  return { kept: kept.map(statementNumbers), live: live.map(statementNumbers) };
}

const TRIP_FIGURES = [
  'lines',
  'paid_lines',
  'quantity',
  'total_weight',
  'amount',
  'collected',
] as const;

/** Per trip: the kept figures next to the sums of its statements (held to the lines above). */
export async function tripsKeptAndFromStatements(db: Executor, statements: StatementFigures[]) {
  const keptRows = await db
    .select()
    .from(tripTotals)
    .where(sql`${tripTotals.lines} <> 0 or ${tripTotals.customers} <> 0`)
    .orderBy(tripTotals.trip_id);
  const byTrip = new Map<unknown, Record<string, number>>();
  for (const r of statements) {
    const sum = byTrip.get(r.trip_id) ?? {
      customers: 0,
      ...Object.fromEntries(TRIP_FIGURES.map((k) => [k, 0])),
    };
    sum.customers! += 1;
    for (const key of TRIP_FIGURES) sum[key] = Math.round((sum[key]! + r[key]) * 100) / 100;
    byTrip.set(r.trip_id, sum);
  }
  // A trip counts the lines paid, whoever pays them; its statements count their senders' lines
  // among theirs too: those unpaid are taken off again.
  const { rows: senderUnpaid } = await db.execute<{ trip_id: number; lines: number }>(sql`
    select i.trip_id, count(*)::int as lines from ${tripItems} i join ${products} p on p.id = i.product_id
    where i.removed_at is null and p.deleted_at is null and not p.is_paid and p.payer_id <> p.customer_id
    group by i.trip_id`);
  for (const { trip_id, lines } of senderUnpaid) {
    const sum = byTrip.get(trip_id);
    if (sum) sum.paid_lines! -= lines;
  }
  return {
    kept: keptRows.map((r) => {
      // A trip keeps no sender_due: its due is every line's (statement_totals keeps it apart).
      const { sender_due: _none, ...figures } = statementNumbers(r);
      return { ...figures, customers: r.customers, customer_id: undefined };
    }),
    expected: [...byTrip.entries()].map(([trip_id, sum]) => ({
      trip_id,
      customer_id: undefined,
      ...sum,
    })),
  };
}

/** Keys whose row differs between `kept` and `live` (or is in one only). */
function differences<T>(
  kept: T[],
  live: T[],
  key: (row: T) => string,
  value: (row: T) => string = (row) => JSON.stringify(row),
): string[] {
  const left = new Map(kept.map((r) => [key(r), value(r)]));
  const right = new Map(live.map((r) => [key(r), value(r)]));
  return [...new Set([...left.keys(), ...right.keys()])].filter(
    (k) => left.get(k) !== right.get(k),
  );
}

/** Every kept total against a recount of the rows: what differs, in words; empty when all agree. */
export async function keptTotalsMismatches(db: Executor): Promise<string[]> {
  const out: string[] = [];
  const few = (keys: string[]) => keys.slice(0, 5).join(', ') + (keys.length > 5 ? '…' : '');
  const goods = await goodsKeptAndLive(db);
  const customers = differences(goods.kept, goods.live, (r) => String(r.customer_id));
  if (customers.length > 0) out.push(`tổng hàng và tiền của khách ${few(customers)}`);
  const statements = await statementsKeptAndLive(db);
  const byStatement = (r: StatementFigures) => `${String(r.trip_id)}/${String(r.customer_id)}`;
  const wrong = differences(statements.kept, statements.live, byStatement);
  if (wrong.length > 0) out.push(`tổng bảng kê (chuyến/khách) ${few(wrong)}`);
  const trips = await tripsKeptAndFromStatements(db, statements.live);
  const figures = (r: Record<string, unknown>) =>
    JSON.stringify(['customers', ...TRIP_FIGURES].map((k) => Number(r[k])));
  const tripIds = differences<Record<string, unknown>>(
    trips.kept,
    trips.expected,
    (r) => String(r.trip_id),
    figures,
  );
  if (tripIds.length > 0) out.push(`tổng chuyến xe ${few(tripIds)}`);
  // The totals kept for fast reads (docs/speed.md): per value and bucket, money per quarter hour,
  // each customer's outstanding debt.
  out.push(...(await keptReadTotalsMismatches(db)));
  return out;
}

/**
 * Rows whose foreign key points at nothing, per constraint (rows load with triggers off, so the
 * keys are checked here). A key with a null part is not checked, as PostgreSQL's MATCH SIMPLE.
 */
export async function foreignKeyOrphans(client: Pick<pg.ClientBase, 'query'>): Promise<string[]> {
  const { rows: keys } = await client.query<{
    name: string;
    child: string;
    parent: string;
    child_columns: string[];
    parent_columns: string[];
  }>(`
    select k.conname as name, cc.relname as child, pc.relname as parent,
      array(select a.attname::text from unnest(k.conkey) with ordinality u(n, i)
            join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i)
        as child_columns,
      array(select a.attname::text from unnest(k.confkey) with ordinality u(n, i)
            join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i)
        as parent_columns
    from pg_constraint k
    join pg_class cc on cc.oid = k.conrelid
    join pg_class pc on pc.oid = k.confrelid
    join pg_namespace n on n.oid = cc.relnamespace
    where k.contype = 'f' and n.nspname = 'public'
    order by k.conname`);
  const out: string[] = [];
  for (const k of keys) {
    const present = k.child_columns.map((c) => `c.${ident(c)} is not null`).join(' and ');
    const match = k.child_columns
      .map((c, i) => `p.${ident(k.parent_columns[i]!)} = c.${ident(c)}`)
      .join(' and ');
    const { rows } = await client.query<{ n: string }>(
      `select count(*)::text as n from ${ident(k.child)} c where ${present}
       and not exists (select 1 from ${ident(k.parent)} p where ${match})`,
    );
    const n = Number(rows[0]!.n);
    if (n > 0) out.push(`${n} dòng của bảng ${k.child} trỏ tới ${k.parent} không tồn tại`);
  }
  return out;
}
