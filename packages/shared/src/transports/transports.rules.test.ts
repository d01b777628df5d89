import { describe, expect, it } from 'vitest';
import { parseProductCode, remainingAfter, wouldOverload } from './transports.rules';

describe('remainingAfter and wouldOverload', () => {
  it('subtracts in whole hundredths of a kg', () => {
    expect(remainingAfter({ capacity: 0.3, loaded_weight: 0.1 }, 0.2)).toBe(0);
    expect(remainingAfter({ capacity: 1000, loaded_weight: 900 }, 150.5)).toBe(-50.5);
    expect(remainingAfter({ capacity: 5000, loaded_weight: 1234.56 })).toBe(3765.44);
  });

  it('lets a vehicle be filled exactly, refuses one hundredth more', () => {
    expect(wouldOverload({ capacity: 100, loaded_weight: 80 }, 20)).toBe(false);
    expect(wouldOverload({ capacity: 100, loaded_weight: 80 }, 20.01)).toBe(true);
    expect(wouldOverload({ capacity: 30.3, loaded_weight: 10.1 }, 20.2)).toBe(false);
  });
});

describe('parseProductCode', () => {
  it('reads the year, month and order of a printed code, with or without its suffix', () => {
    const parts = { year_create: 2026, month_create: 11, order: 42 };
    expect(parseProductCode('2611-0042')).toEqual(parts);
    expect(parseProductCode(' 2611-0042-A ')).toEqual(parts);
    expect(parseProductCode('2611-10000')).toEqual({ ...parts, order: 10000 });
  });

  it('refuses what no code can be', () => {
    for (const text of [
      '',
      'abc',
      '2613-0001',
      '2600-0001',
      '2611-042',
      '2611-01234',
      '2611/0042',
    ]) {
      expect(parseProductCode(text), text).toBeUndefined();
    }
  });
});
