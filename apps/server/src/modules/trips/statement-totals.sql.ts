import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
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

/**
 * The figures of a trip row (trip_totals), or of one customer's statement on it (statement_totals
 * left-joined by the caller: `ofTripCustomer`); `loaded_weight` is always the whole trip's
 * (docs/domain.md).
 */
export function tripFigures(customerId: number | undefined) {
  const loaded_weight = sql<number>`${tt.total_weight}`.mapWith(Number);
  if (!customerId) {
    return {
      customers: tt.customers,
      lines: tt.lines,
      paid_lines: tt.paid_lines,
      total_weight: sql<number>`${tt.total_weight}`.mapWith(Number),
      amount: money(sql`${tt.amount}`),
      collected: money(sql`${tt.collected}`),
      sender_due: sql<number>`0`.mapWith(Number),
      loaded_weight,
    };
  }
  const of = (column: unknown) => sql`coalesce(${column}, 0)`;
  return {
    customers: sql<number>`(${of(s.lines)} > 0)::int`,
    lines: sql<number>`${of(s.lines)}::int`,
    paid_lines: sql<number>`${of(s.paid_lines)}::int`,
    total_weight: sql<number>`${of(s.total_weight)}`.mapWith(Number),
    amount: money(of(s.amount)),
    collected: money(of(s.collected)),
    sender_due: money(of(s.sender_due)),
    loaded_weight,
  };
}

/** The join of a trip's row to one customer's statement on it. */
export function ofTripCustomer(customerId: number): SQL {
  return and(eq(s.trip_id, tt.trip_id), eq(s.customer_id, customerId))!;
}
