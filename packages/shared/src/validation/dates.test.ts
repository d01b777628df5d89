import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesOfRange,
  daysInRange,
  depotToday,
  isCalendarDate,
  isoDate,
  monthStart,
  optionalIsoDate,
} from './dates';

describe('isCalendarDate', () => {
  it('accepts days of the calendar, leap days of leap years included', () => {
    for (const d of [
      '2026-11-05',
      '2026-12-31',
      '2024-02-29',
      '2000-02-29',
      '2000-01-01',
      '2099-12-31',
    ]) {
      expect(isCalendarDate(d), d).toBe(true);
    }
  });

  it('refuses days that do not exist', () => {
    for (const d of [
      '2026-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
    ]) {
      expect(isCalendarDate(d), d).toBe(false);
    }
  });

  it('refuses years outside 2000–2099, which a code two-digit year could not tell apart', () => {
    expect(isCalendarDate('1999-12-31')).toBe(false);
    expect(isCalendarDate('2100-01-01')).toBe(false);
  });

  it('refuses anything but YYYY-MM-DD', () => {
    for (const d of [
      '05-11-2026',
      '2026/11/05',
      '2026-11-5',
      '2026-11-05T00:00:00Z',
      '',
      'hôm nay',
    ]) {
      expect(isCalendarDate(d), d).toBe(false);
    }
  });
});

describe('isoDate', () => {
  const schema = isoDate('Ngày nhận hàng');
  const messages = (v: unknown) => schema.safeParse(v).error?.issues.map((i) => i.message);

  it('takes a calendar date, trimmed', () => {
    expect(schema.parse(' 2026-11-05 ')).toBe('2026-11-05');
  });

  it('says the date is required when missing or blank', () => {
    expect(messages(undefined)).toEqual(['Vui lòng chọn ngày nhận hàng']);
    expect(messages('  ')).toEqual(['Vui lòng chọn ngày nhận hàng']);
  });

  it('says the date is invalid when it is no day or in another format', () => {
    expect(messages('2026-02-30')).toEqual(['Ngày nhận hàng không hợp lệ (định dạng YYYY-MM-DD)']);
    expect(messages('05-11-2026')).toEqual(['Ngày nhận hàng không hợp lệ (định dạng YYYY-MM-DD)']);
  });

  it('as an optional filter, empty means any date', () => {
    const filter = optionalIsoDate('Từ ngày');
    expect(filter.parse('')).toBeUndefined();
    expect(filter.parse(undefined)).toBeUndefined();
    expect(filter.parse('2026-01-31')).toBe('2026-01-31');
  });
});

describe('daysInRange and datesOfRange', () => {
  it('counts both ends and lists every date, across months and leap days', () => {
    expect(daysInRange('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysInRange('2024-02-28', '2024-03-01')).toBe(3);
    expect(datesOfRange('2026-01-30', '2026-02-02')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
  });
});

describe('addDays and monthStart', () => {
  it('move a depot day by calendar days, across months and years', () => {
    expect(addDays('2026-11-23', -4)).toBe('2026-11-19');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(monthStart('2026-11-23')).toBe('2026-11-01');
  });
});

describe('depotToday', () => {
  it("takes the day in the depot's zone, whatever the machine's", () => {
    const evening = new Date('2026-11-25T18:30:00Z');
    expect(depotToday('Asia/Ho_Chi_Minh', evening)).toBe('2026-11-26');
    expect(depotToday('UTC', evening)).toBe('2026-11-25');
    expect(depotToday('America/Los_Angeles', evening)).toBe('2026-11-25');
    // Without a zone: the default depot's (Vietnam).
    expect(depotToday(undefined, evening)).toBe('2026-11-26');
  });
});
