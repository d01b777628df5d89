import { eq, gt, sql, type SQL } from 'drizzle-orm';
import { statementTotals, tripTotals, trips } from '../../db/schema/index';

/**
 * Reading the kept statement figures (table statement_totals, triggers of migration 0011): one
 * row per customer and trip instead of every goods line. Only live lines are kept, so the
 * archive keeps reading the lines themselves.
 */
const s = statementTotals;

/** A statement that still has live lines (rows fall to 0 lines and stay). */
export const hasLiveLines = gt(s.lines, 0);

/** Of one customer, when asked for. */
export function ofCustomer(customerId: number | undefined): SQL | undefined {
  return customerId ? eq(s.customer_id, customerId) : undefined;
}

const money = (column: SQL) => sql<number>`${column}::bigint`.mapWith(Number);

/** The figures of one statement row (no grouping): as figureColumns gives them for lines. */
export const statementRowFigures = {
  lines: s.lines,
  paid_lines: s.paid_lines,
  total_weight: sql<number>`${s.total_weight}`.mapWith(Number),
  amount: money(sql`${s.amount}`),
  collected: money(sql`${s.collected}`),
  sender_due: money(sql`${s.sender_due}`),
};

const tt = tripTotals;

/** A trip with live lines, of one customer when asked (the statement's row then). */
export function tripHasLines(customerId: number | undefined): SQL {
  return customerId
    ? sql`exists (select 1 from ${s} where ${s.trip_id} = ${trips.id} and ${s.customer_id} = ${customerId} and ${s.lines} > 0)`
    : sql`exists (select 1 from ${tt} where ${tt.trip_id} = ${trips.id} and ${tt.lines} > 0)`;
}
