import { describe, expect, it } from 'vitest';
import { dashboardQuerySchema } from './dashboard.schema';

describe('dashboard range', () => {
  it('allows 366 days and no more', () => {
    expect(
      dashboardQuerySchema.safeParse({ date_from: '2024-01-01', date_to: '2024-12-31' }).success,
    ).toBe(true);
    expect(
      dashboardQuerySchema.safeParse({ date_from: '2025-01-01', date_to: '2026-01-02' }).success,
    ).toBe(false);
  });
});
