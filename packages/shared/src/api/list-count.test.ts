import { describe, expect, it } from 'vitest';
import { formatListCount, LIST_COUNT_CAP } from './list-count';

describe('formatListCount', () => {
  it('writes a count with dot thousands separators', () => {
    expect(formatListCount(0)).toBe('0');
    expect(formatListCount(1250)).toBe('1.250');
    expect(formatListCount(LIST_COUNT_CAP - 1)).toBe('9.999');
  });

  it('says a count stopped at the cap is at least that many', () => {
    expect(formatListCount(LIST_COUNT_CAP)).toBe('10.000+');
  });
});
