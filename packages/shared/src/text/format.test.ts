import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatMoney,
  formatNumber,
  formatTons,
  formatWeight,
  toIsoDate,
} from './format';

describe('formatMoney', () => {
  it('writes đồng with dot thousands separators', () => {
    expect(formatMoney(1234567)).toBe('1.234.567 đ');
    expect(formatMoney(999)).toBe('999 đ');
    expect(formatMoney(1000)).toBe('1.000 đ');
    expect(formatMoney(-1500)).toBe('-1.500 đ');
  });

  it('rounds to the đồng and shows nothing as 0', () => {
    expect(formatMoney(1234.6)).toBe('1.235 đ');
    expect(formatMoney(0)).toBe('0 đ');
    expect(formatMoney(null)).toBe('0 đ');
    expect(formatMoney(undefined)).toBe('0 đ');
  });
});

describe('formatDate', () => {
  it('turns a YYYY-MM-DD date into DD-MM-YYYY, or with another separator', () => {
    expect(formatDate('2026-11-22')).toBe('22-11-2026');
    expect(formatDate('2026-01-05', '/')).toBe('05/01/2026');
  });

  it('reads a Date or a timestamp in local time', () => {
    expect(formatDate(new Date(2026, 10, 22, 23, 59))).toBe('22-11-2026');
    expect(formatDate('2026-11-22T08:30:00')).toBe('22-11-2026');
  });

  it('shows nothing for a missing or unreadable value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('không phải ngày')).toBe('');
  });
});

describe('toIsoDate', () => {
  it('writes a local date as the API sends it', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 0))).toBe('2026-01-05');
  });
});

describe('formatNumber', () => {
  it('uses a dot for thousands and a comma for decimals, without trailing zeros', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(1234.5, 2)).toBe('1.234,5');
    expect(formatNumber(12, 2)).toBe('12');
    expect(formatNumber(-0.001, 2)).toBe('0');
  });
});

describe('formatWeight', () => {
  it('writes kg with up to two decimals', () => {
    expect(formatWeight(1234.5)).toBe('1.234,5 kg');
    expect(formatWeight(1234.567)).toBe('1.234,57 kg');
    expect(formatWeight(25)).toBe('25 kg');
    expect(formatWeight(0)).toBe('0 kg');
    expect(formatWeight(null)).toBe('0 kg');
  });
});

describe('formatTons', () => {
  it('shows a capacity in kg as tons with one decimal', () => {
    expect(formatTons(2500)).toBe('2,5 tấn');
    expect(formatTons(3000)).toBe('3,0 tấn');
    expect(formatTons(15000)).toBe('15,0 tấn');
    expect(formatTons(1234567)).toBe('1.234,6 tấn');
  });

  it('rounds to the nearest tenth of a ton', () => {
    expect(formatTons(2549)).toBe('2,5 tấn');
    expect(formatTons(2550)).toBe('2,6 tấn');
    expect(formatTons(null)).toBe('0,0 tấn');
  });
});
