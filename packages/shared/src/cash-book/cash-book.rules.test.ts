import { describe, expect, it } from 'vitest';
import { bookClosing, countDifference } from './cash-book.rules';

describe('bookClosing', () => {
  it('closes at opening + in − out, and may go below 0', () => {
    expect(bookClosing(1_000_000, 550_000, 200_000)).toBe(1_350_000);
    expect(bookClosing(70_000, 0, 0)).toBe(70_000);
    expect(bookClosing(0, 0, 10_000)).toBe(-10_000);
  });

  it('chains days: a day’s closing is the next day’s opening', () => {
    const day2 = bookClosing(bookClosing(100, 50, 0), 0, 30);
    expect(day2).toBe(bookClosing(100, 50, 30));
    expect(day2).toBe(120);
  });
});

describe('countDifference', () => {
  it('is counted minus the book: short below 0, over above', () => {
    expect(countDifference(90, 100)).toBe(-10);
    expect(countDifference(100, 100)).toBe(0);
    expect(countDifference(120, 100)).toBe(20);
  });
});
