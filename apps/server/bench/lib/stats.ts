/** Timing helpers shared by the benchmarks. */

/** A small seeded PRNG (mulberry32): the same data on every run, so runs compare. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
