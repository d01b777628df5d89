import { describe, expect, it } from 'vitest';
import { dashboardQuerySchema, datesOfRange, daysInRange } from './dashboard.schema';

describe('dashboard range', () => {
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

  it('allows 366 days and no more', () => {
    expect(
      dashboardQuerySchema.safeParse({ date_from: '2024-01-01', date_to: '2024-12-31' }).success,
    ).toBe(true);
    expect(
      dashboardQuerySchema.safeParse({ date_from: '2025-01-01', date_to: '2026-01-02' }).success,
    ).toBe(false);
  });
});
