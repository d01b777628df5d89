import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { statementTotals } from '../../db/schema/index';

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
};

/**
 * Figures of a trip summed over its statements, of one customer when `customerId` is given;
 * `loaded_weight` is always the whole trip's (decision 4).
 */
export function tripFigures(customerId: number | undefined) {
  const mine = and(hasLiveLines, ofCustomer(customerId));
  const sum = (column: unknown) => sql`coalesce(sum(${column}) filter (where ${mine}), 0)`;
  return {
    customers: sql<number>`(count(*) filter (where ${mine}))::int`,
    lines: sql<number>`${sum(s.lines)}::int`,
    paid_lines: sql<number>`${sum(s.paid_lines)}::int`,
    total_weight: sql<number>`${sum(s.total_weight)}`.mapWith(Number),
    amount: money(sum(s.amount)),
    collected: money(sum(s.collected)),
    loaded_weight: sql<number>`coalesce(sum(${s.total_weight}), 0)`.mapWith(Number),
  };
}
