import { describe, expect, it } from 'vitest';
import { bookBalance, countDifference } from './cash-book.rules';

describe('bookBalance', () => {
  it('runs the balance after each move and closes at opening + in − out', () => {
    const book = bookBalance(1_000_000, [
      { direction: 'in', amount: 500_000, id: 1 },
      { direction: 'out', amount: 200_000, id: 2 },
      { direction: 'in', amount: 50_000, id: 3 },
    ]);
    expect(book.rows.map((r) => [r.id, r.balance])).toEqual([
      [1, 1_500_000],
      [2, 1_300_000],
      [3, 1_350_000],
    ]);
    expect(book).toMatchObject({ in: 550_000, out: 200_000, closing: 1_350_000 });
  });

  it('closes at the opening with no moves, and may go below 0', () => {
    expect(bookBalance(70_000, [])).toEqual({ rows: [], in: 0, out: 0, closing: 70_000 });
    expect(bookBalance(0, [{ direction: 'out', amount: 10_000 }]).closing).toBe(-10_000);
  });

  it('chains days: a day’s closing is the next day’s opening', () => {
    const day1 = bookBalance(100, [{ direction: 'in', amount: 50 }]);
    const day2 = bookBalance(day1.closing, [{ direction: 'out', amount: 30 }]);
    const both = bookBalance(100, [
      { direction: 'in', amount: 50 },
      { direction: 'out', amount: 30 },
    ]);
    expect(day2.closing).toBe(both.closing);
    expect(day2.closing).toBe(120);
  });
});

describe('countDifference', () => {
  it('is counted minus the book: short below 0, over above', () => {
    expect(countDifference(90, 100)).toBe(-10);
    expect(countDifference(100, 100)).toBe(0);
    expect(countDifference(120, 100)).toBe(20);
  });
});
