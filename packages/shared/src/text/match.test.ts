import { describe, expect, it } from 'vitest';
import { keywordMatcher, matchesFolded } from './match';

const WARDS = ['Phường 01', 'Phường 02', 'Phường 12', 'Phường 20', 'Phường 2', 'Phường Bến Nghé'];

/** The wards a keyword finds. */
const found = (keyword: string, names = WARDS) =>
  names.filter((name) => matchesFolded(name, keyword));

describe('matchesFolded', () => {
  it('finds a number with or without its leading zero', () => {
    expect(matchesFolded('Phường 02', 'phuong 2')).toBe(true);
    expect(matchesFolded('Phường 02', 'phuong 02')).toBe(true);
    expect(matchesFolded('Phường 2', 'phuong 02')).toBe(true);
    expect(matchesFolded('Phường 07', 'PHƯỜNG   7')).toBe(true);
  });

  it('never finds another number than the one typed', () => {
    expect(found('phuong 2')).toEqual(['Phường 02', 'Phường 20', 'Phường 2']);
    expect(found('phuong 02')).toEqual(['Phường 02', 'Phường 2']);
    expect(found('phuong 12')).toEqual(['Phường 12']);
    expect(found('phuong 1')).toEqual(['Phường 01', 'Phường 12']);
  });

  it('keeps what plain substring search found while a number is being typed', () => {
    // On the way to `phuong 02`.
    expect(found('phuong 0')).toEqual(['Phường 01', 'Phường 02']);
    expect(found('2')).toEqual(['Phường 02', 'Phường 12', 'Phường 20', 'Phường 2']);
    expect(found('02')).toEqual(['Phường 02', 'Phường 2']);
    expect(found('uong 0')).toEqual(['Phường 01', 'Phường 02']);
  });

  it('reads numbers between words as whole numbers', () => {
    const streets = ['Kho 5 Quận 7', 'Kho 05 Quận 7', 'Kho 15 Quận 7', 'Kho 50 Quận 7'];
    expect(found('kho 5 quan', streets)).toEqual(['Kho 5 Quận 7', 'Kho 05 Quận 7']);
    expect(found('5 quan', streets)).toEqual(streets.slice(0, 3));
    expect(found('05 quan', streets)).toEqual(['Kho 5 Quận 7', 'Kho 05 Quận 7']);
  });

  it('folds accents and case, and takes regular-expression characters literally', () => {
    expect(matchesFolded('Thành phố Hồ Chí Minh', 'ho chi')).toBe(true);
    expect(matchesFolded('Bến Nghé', 'ben nge')).toBe(false);
    expect(matchesFolded('Kho (A) 1.5', '(a) 1.5')).toBe(true);
    expect(matchesFolded('Kho A 105', '1.5')).toBe(false);
    expect(matchesFolded('Bất kỳ', '')).toBe(true);
  });

  it('compiles a keyword once for many texts', () => {
    const matches = keywordMatcher('phuong 2');
    expect(WARDS.map(matches)).toEqual([false, true, false, true, true, false]);
  });
});
