import { describe, expect, it } from 'vitest';
import { normalizePlate } from './cars.rules';

describe('normalizePlate', () => {
  it('writes every form of one car plate the same Vietnamese way', () => {
    for (const typed of ['51c-123.45', '51C 12345', '51C-12345', ' 51c_123/45 ', '51C.123.45']) {
      expect(normalizePlate(typed), typed).toBe('51C-123.45');
    }
  });

  it('keeps a four-digit number without a dot', () => {
    expect(normalizePlate('51c1234')).toBe('51C-1234');
    expect(normalizePlate('43a - 1234')).toBe('43A-1234');
  });

  it('reads two-letter series and a series with a digit', () => {
    expect(normalizePlate('29ld 12345')).toBe('29LD-123.45');
    expect(normalizePlate('59x3-12345')).toBe('59X3-123.45');
  });

  it('gives five digits to the number rather than the series when both readings fit', () => {
    // 51C12345 could be 51C1-2345 and 59X31234 could be 59X3-1234: the car reading wins.
    expect(normalizePlate('51C12345')).toBe('51C-123.45');
    expect(normalizePlate('59X31234')).toBe('59X-312.34');
  });

  it('keeps only upper-case letters and digits for a plate of another shape', () => {
    expect(normalizePlate('ng-123-45')).toBe('NG12345');
    expect(normalizePlate('kt 12 34')).toBe('KT1234');
  });

  it('is stable: normalising a normal form changes nothing', () => {
    for (const typed of ['51c-123.45', '51c1234', '29ld12345', '59x312345', 'ng-123-45']) {
      const once = normalizePlate(typed);
      expect(normalizePlate(once)).toBe(once);
    }
  });
});
