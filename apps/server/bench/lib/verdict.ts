import type { Timing } from './stats';

/**
 * Through the API a call takes at most 1.5× its SQL run bare, or its SQL + 1 ms when that is
 * more, at p50 (the floor measured on these machines: Fastify alone about 0.2 ms a request, the
 * driver's replay 0.4 ms of CPU, docs/speed.md): a call whose SQL takes 0.3 ms is not held to
 * 0.45 ms.
 */
export const MAX_API_SQL_RATIO = 1.5;
export const API_FLOOR_MS = 1;

/** The most a call's API p50 may take for its SQL's p50 (the target's floor-based form). */
export function allowedApiMs(sqlMs: number, maxRatio = MAX_API_SQL_RATIO): number {
  return Math.max(maxRatio * sqlMs, sqlMs + API_FLOOR_MS);
}

export type Verdict = {
  /** API / bare SQL at p50 and at p95; undefined when the case has no SQL timing. */
  ratioP50?: number;
  ratioP95?: number;
  /** p95 within the case's target. */
  fast: boolean;
  /** The API's p50 within allowedApiMs of its SQL's (true when it has no limit or no SQL timing). */
  lean: boolean;
  pass: boolean;
};

/**
 * Whether a timed case meets its issue: its API p95 within its target and, when the case has a
 * ratio limit and its SQL was timed bare, its API p50 within max(limit × SQL, SQL + 1 ms). The
 * p95 ratio is shown beside it: the tail is judged by the p95 target.
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
  const lean =
    maxRatio === undefined || sql === undefined || api.median <= allowedApiMs(sql.median, maxRatio);
  return { ratioP50, ratioP95, fast, lean, pass: fast && lean };
}
