import type { Timing } from './stats';

/** The goods issue: through the API, a list or count read takes at most 1.5× its SQL run bare. */
export const MAX_API_SQL_RATIO = 1.5;

export type Verdict = {
  /** API / bare SQL at p50 and at p95; undefined when the case has no SQL timing. */
  ratioP50?: number;
  ratioP95?: number;
  /** p95 within the case's target. */
  fast: boolean;
  /** Neither ratio above the case's limit (true when it has none or no SQL timing). */
  lean: boolean;
  pass: boolean;
};

/**
 * Whether a timed case meets its issue: its API p95 within its target and, when the case has a
 * ratio limit and its SQL was timed bare, the API at most that many times the SQL at p50 and at
 * p95 alike (a p50 ratio alone would hide an API that only adds its cost at the tail).
 */
export function benchVerdict(
  target: number,
  api: Timing,
  sql?: Timing,
  maxRatio?: number,
): Verdict {
  const ratioP50 = sql ? api.median / sql.median : undefined;
  const ratioP95 = sql ? api.p95 / sql.p95 : undefined;
  const fast = api.p95 <= target;
  const lean = [ratioP50, ratioP95].every(
    (ratio) => maxRatio === undefined || ratio === undefined || ratio <= maxRatio,
  );
  return { ratioP50, ratioP95, fast, lean, pass: fast && lean };
}
