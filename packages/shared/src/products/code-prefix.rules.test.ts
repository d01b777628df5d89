import { describe, expect, it } from 'vitest';
import { codePrefixBounds } from './code-prefix.rules';
import { productCode } from './products.rules';

describe('codePrefixBounds', () => {
  it('reads a whole code as its year, month and order', () => {
    expect(codePrefixBounds('2611-0042')).toEqual({
      year: 2026,
      months: [[11, 11]],
      orders: [[42, 42]],
    });
    expect(codePrefixBounds('2611-0042-A')).toEqual({
      year: 2026,
      months: [[11, 11]],
      orders: [[42, 42]],
    });
  });

  it('keeps the longer orders a busy month writes with the same beginning', () => {
    expect(codePrefixBounds('2611-1234')?.orders).toEqual([
      [1234, 1234],
      [12340, 12349],
      [123400, 123499],
      [1234000, 1234999],
      [12340000, 12349999],
      [123400000, 123499999],
      [1234000000, 1234999999],
    ]);
    expect(codePrefixBounds('2611-12')?.orders?.slice(0, 2)).toEqual([
      [1200, 1299],
      [12000, 12999],
    ]);
    // Padded orders begin with 0; longer ones never do.
    expect(codePrefixBounds('2611-00')?.orders).toEqual([[0, 99]]);
    expect(codePrefixBounds('2611-9')?.orders?.at(-1)).toEqual([900_000_000, 999_999_999]);
  });

  it('reads a suffix after the order as the order written whole', () => {
    expect(codePrefixBounds('2611-12345-B')?.orders).toEqual([[12345, 12345]]);
    expect(codePrefixBounds('2611-42-')?.orders).toEqual([]);
    expect(codePrefixBounds('2611-01234-')?.orders).toEqual([]);
  });

  it('reads a year or the first digit of a month alone', () => {
    expect(codePrefixBounds('26')).toEqual({ year: 2026 });
    expect(codePrefixBounds('261')).toEqual({ year: 2026, months: [[10, 12]] });
    expect(codePrefixBounds('260')).toEqual({ year: 2026, months: [[1, 9]] });
    expect(codePrefixBounds('263')).toEqual({ year: 2026, months: [] });
    expect(codePrefixBounds('2611-')).toEqual({ year: 2026, months: [[11, 11]] });
  });

  it('says nothing of a text that does not begin with a year', () => {
    expect(codePrefixBounds('2')).toBeUndefined();
    expect(codePrefixBounds('AB-12')).toBeUndefined();
    expect(codePrefixBounds('')).toBeUndefined();
  });

  it('never leaves out a code that begins with the prefix', () => {
    const codes = [1, 42, 999, 1000, 1234, 9999, 10000, 12340, 123456].flatMap((order) => [
      productCode({ year_create: 2026, month_create: 11, order }),
      productCode({ year_create: 2026, month_create: 11, order, suffix: 'A' }),
    ]);
    const within = (ranges: [number, number][] | undefined, n: number) =>
      ranges === undefined || ranges.some(([from, to]) => from <= n && n <= to);
    for (const code of codes) {
      const order = Number(code.split('-')[1]);
      for (let end = 2; end <= code.length; end++) {
        const bounds = codePrefixBounds(code.slice(0, end))!;
        expect(bounds.year, code.slice(0, end)).toBe(2026);
        expect(within(bounds.months, 11), code.slice(0, end)).toBe(true);
        expect(within(bounds.orders, order), code.slice(0, end)).toBe(true);
      }
    }
  });
});
