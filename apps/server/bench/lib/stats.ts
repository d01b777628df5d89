/** Timing helpers shared by the benchmarks. */

// The seeded PRNG lives with the demo seed; the benchmarks keep importing it from here.
export { seededRandom } from '../../src/seed/seeded-random';

/** The value at a percentile of sorted samples, nearest-rank method. */
export function percentile(sorted: number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? NaN;
}

export type Timing = { median: number; p95: number; min: number; max: number };

function summary(samples: number[]): Timing {
  samples.sort((a, b) => a - b);
  return {
    median: percentile(samples, 50),
    p95: percentile(samples, 95),
    min: samples[0] ?? NaN,
    max: samples.at(-1) ?? NaN,
  };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** Runs `fn` `warmup` times untimed, then `runs` times, and summarises the durations in ms. */
export async function time(
  fn: () => Promise<unknown>,
  { warmup = 3, runs = 20 }: { warmup?: number; runs?: number } = {},
): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await timed(fn));
  return summary(samples);
}

/**
 * Times two ways of doing the same work (a request and its SQL run bare) run by turns, `a`
 * then `b` in each round, so both meet the same cache, garbage collector and machine load; run
 * one after the other, a burst of load or a collection owed to the first would land on one side.
 */
export async function timePair(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  { warmup = 3, runs = 20 }: { warmup?: number; runs?: number } = {},
): Promise<[Timing, Timing]> {
  for (let i = 0; i < warmup; i++) await Promise.resolve(a()).then(b);
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    samples[0].push(await timed(a));
    samples[1].push(await timed(b));
  }
  return [summary(samples[0]), summary(samples[1])];
}

export function ms(value: number): string {
  return `${value.toFixed(2)} ms`;
}
