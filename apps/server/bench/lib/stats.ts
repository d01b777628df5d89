/** Timing helpers shared by the benchmarks. */

// The seeded PRNG lives with the demo seed; the benchmarks keep importing it from here.
export { seededRandom } from '../../src/seed/seeded-random';

/** The value at a percentile of sorted samples, nearest-rank method. */
export function percentile(sorted: number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? NaN;
}

export type Timing = { median: number; p95: number; min: number; max: number };

/** Runs `fn` `warmup` times untimed, then `runs` times, and summarises the durations in ms. */
export async function time(
  fn: () => Promise<unknown>,
  { warmup = 3, runs = 20 }: { warmup?: number; runs?: number } = {},
): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    median: percentile(samples, 50),
    p95: percentile(samples, 95),
    min: samples[0] ?? NaN,
    max: samples.at(-1) ?? NaN,
  };
}

export function ms(value: number): string {
  return `${value.toFixed(2)} ms`;
}
