import { describe, expect, it } from 'vitest';
import type { Page } from '@depot/shared/api/envelope';
import { nextPageOf, rowsOf } from './load-more';

const page = (rows: number, total: number, paged: number): Page<number> => ({
  rows: Array.from({ length: rows }, (_, i) => i + (paged - 1) * 20),
  total,
  paginate: { paged, limit: 20, last_page: Math.max(1, Math.ceil(total / 20)) },
});

describe('nextPageOf (load more)', () => {
  it('asks for the next page until the loaded rows reach the total', () => {
    const first = page(20, 21, 1);
    expect(nextPageOf(first, [first])).toBe(2);
    const second = page(1, 21, 2);
    expect(nextPageOf(second, [first, second])).toBeUndefined();
  });

  it('stops at an empty page even if the total says more', () => {
    const first = page(20, 45, 1);
    const empty = page(0, 45, 2);
    expect(nextPageOf(empty, [first, empty])).toBeUndefined();
  });
});

describe('rowsOf', () => {
  it('joins the rows of the loaded pages in order, none before the first page', () => {
    expect(rowsOf({ pages: [page(2, 22, 1), page(1, 22, 2)] })).toEqual([0, 1, 20]);
    expect(rowsOf(undefined)).toEqual([]);
  });
});
