import { describe, expect, it } from 'vitest';
import {
  depotInstant,
  depotWallClock,
  formatDepotDateTime,
  formatDepotTimeDate,
} from './depot-date-time';

describe('formatDepotDateTime', () => {
  it('writes the moment in the depot time zone as DD-MM-YYYY HH:mm', () => {
    // 17:05 UTC is 00:05 the next day in Hồ Chí Minh (UTC+7).
    expect(formatDepotDateTime('2026-11-30T17:05:00.000Z')).toBe('01-12-2026 00:05');
    expect(formatDepotDateTime('2026-11-05T02:30:00Z')).toBe('05-11-2026 09:30');
  });

  it('writes it in another zone when the depot chose one', () => {
    expect(formatDepotDateTime('2026-11-30T17:05:00.000Z', 'UTC')).toBe('30-11-2026 17:05');
    expect(formatDepotDateTime('2026-11-30T17:05:00.000Z', 'Asia/Tokyo')).toBe('01-12-2026 02:05');
  });
});

describe('depotWallClock', () => {
  it("reads the depot's wall clock into the UTC fields, to the millisecond", () => {
    const at = '2026-11-30T17:05:09.250Z';
    expect(depotWallClock(at).toISOString()).toBe('2026-12-01T00:05:09.250Z');
    expect(depotWallClock(at, 'UTC').toISOString()).toBe('2026-11-30T17:05:09.250Z');
    expect(depotWallClock(at, 'America/New_York').toISOString()).toBe('2026-11-30T12:05:09.250Z');
  });
});

describe('formatDepotTimeDate', () => {
  it('tells the time first, then the date, at the depot', () => {
    expect(formatDepotTimeDate('2026-11-30T17:05:00.000Z')).toBe('00:05 01-12-2026');
    expect(formatDepotTimeDate('2026-11-30T17:05:00.000Z', 'UTC')).toBe('17:05 30-11-2026');
  });
});

describe('depotInstant (a minute typed at the depot)', () => {
  it('reads the depot’s clock whatever the machine’s zone', () => {
    expect(depotInstant('2026-11-28 14:37')?.toISOString()).toBe('2026-11-28T07:37:00.000Z');
    expect(depotInstant('2026-11-28T00:05:09')?.toISOString()).toBe('2026-11-27T17:05:09.000Z');
    expect(depotInstant('2026-07-01 12:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-07-01T10:00:00.000Z',
    );
  });

  it('refuses what is not a moment', () => {
    expect(depotInstant('28-11-2026 14:37')).toBeNull();
    expect(depotInstant('2026-02-30 10:00')).toBeNull();
    expect(depotInstant('2026-11-28 25:00')).toBeNull();
    expect(depotInstant('')).toBeNull();
  });
});
