import { AppError } from '../../errors';

/**
 * The public tracking's answers kept a few seconds in this process (docs/domain.md, "Tracking"):
 * a link shared in a group chat and opened by hundreds, or a script asking for one parcel over
 * and over, reads the database once per parcel per `ttlMs`. Browsers may keep an answer 30 s
 * (`Cache-Control`), so a few seconds more here change nothing a customer can tell. The refusal
 * of a wrong code is kept too; any other failure is not. Lookups of one key at the same time
 * share one read. Bounded: past `MAX_KEYS` the expired entries go, then the oldest.
 */
export type TrackingCache = <T>(key: string, read: () => Promise<T>) => Promise<T>;

/** How long the server keeps an answer (the server's own entry point turns it on). */
export const TRACK_SERVER_CACHE_MS = 3_000;
const MAX_KEYS = 10_000;

export function trackingCache(ttlMs: number, now = () => Date.now()): TrackingCache {
  if (ttlMs <= 0) return (_key, read) => read();
  const kept = new Map<string, { until: number; answer: Promise<unknown> }>();
  const makeRoom = (at: number) => {
    for (const [key, entry] of kept) if (entry.until <= at) kept.delete(key);
    // Still full: the oldest first (a Map keeps insertion order).
    for (const key of kept.keys()) {
      if (kept.size < MAX_KEYS) break;
      kept.delete(key);
    }
  };
  return <T>(key: string, read: () => Promise<T>): Promise<T> => {
    const at = now();
    const entry = kept.get(key);
    if (entry && entry.until > at) return entry.answer as Promise<T>;
    if (kept.size >= MAX_KEYS) makeRoom(at);
    const answer = read();
    kept.set(key, { until: at + ttlMs, answer });
    answer.catch((error: unknown) => {
      // A refusal (a wrong code: 404) is an answer; a failure of the database is not kept.
      if (!(error instanceof AppError) && kept.get(key)?.answer === answer) kept.delete(key);
    });
    return answer;
  };
}
