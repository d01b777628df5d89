import { describe, expect, it } from 'vitest';
import { allowedApiMs, benchVerdict, MAX_API_SQL_RATIO as MAX } from '../bench/lib/verdict';

const timing = (median: number, p95: number) => ({ median, p95, min: median, max: p95 });

describe('benchVerdict (npm run bench: the goods issue’s targets)', () => {
  it('passes a case within its target and within 1.5× its SQL at p50 and p95', () => {
    expect(benchVerdict(50, timing(10, 15), timing(8, 10), MAX)).toEqual({
      ratioP50: 1.25,
      ratioP95: 1.5,
      fast: true,
      lean: true,
      pass: true,
    });
  });

  it('judges the ratio at p50; the tail is the p95 target’s', () => {
    const verdict = benchVerdict(50, timing(10, 40), timing(8, 20), MAX);
    expect(verdict.ratioP95).toBe(2);
    expect(verdict).toMatchObject({ fast: true, lean: true, pass: true });
  });

  it('fails a case more than 1.5× its SQL at p50 and more than its SQL + 1 ms', () => {
    expect(benchVerdict(50, timing(20, 21), timing(10, 20), MAX)).toMatchObject({
      lean: false,
      pass: false,
    });
  });

  it('holds a call whose SQL takes under 2 ms to its SQL + 1 ms, not to 1.5×', () => {
    // 0.3 ms of SQL: 1.5× would be 0.45 ms, less than Fastify and the driver take alone.
    expect(benchVerdict(50, timing(0.7, 1), timing(0.3, 0.4), MAX)).toMatchObject({ lean: true });
    expect(benchVerdict(50, timing(1.4, 2), timing(0.3, 0.4), MAX)).toMatchObject({ lean: false });
    expect(allowedApiMs(0.3)).toBeCloseTo(1.3);
    expect(allowedApiMs(10)).toBe(15);
  });

  it('fails a case over its target, and judges a case without SQL on its target alone', () => {
    expect(benchVerdict(50, timing(30, 51), timing(30, 50), MAX)).toMatchObject({
      fast: false,
      lean: true,
      pass: false,
    });
    // A case without a ratio limit (the suggestions) shows its ratios but is judged on p95.
    expect(benchVerdict(30, timing(10, 20), timing(2, 4))).toMatchObject({
      ratioP95: 5,
      lean: true,
      pass: true,
    });
    expect(benchVerdict(200, timing(100, 150))).toEqual({
      ratioP50: undefined,
      ratioP95: undefined,
      fast: true,
      lean: true,
      pass: true,
    });
  });
});
