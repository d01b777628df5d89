import { describe, expect, it } from 'vitest';
import { tripsUpTo } from './transport-detail.queries';

describe('the transport detail reads only the trips its bound needs', () => {
  const trips = [
    { id: 9, lines: 600 },
    { id: 4, lines: 300 },
    { id: 7, lines: 200 },
    { id: 2, lines: 50 },
  ];

  it('takes trips in order until their lines reach the bound, the last one whole', () => {
    expect(tripsUpTo(trips, 1000)).toEqual([9, 4, 7]);
    expect(tripsUpTo(trips, 900)).toEqual([9, 4]);
    expect(tripsUpTo(trips, 901)).toEqual([9, 4, 7]);
  });

  it('takes every trip when their lines are fewer than the bound, and none of none', () => {
    expect(tripsUpTo(trips, 5000)).toEqual([9, 4, 7, 2]);
    expect(tripsUpTo([], 1000)).toEqual([]);
  });
});
