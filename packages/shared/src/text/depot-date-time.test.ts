import { describe, expect, it } from 'vitest';
import { formatDepotDateTime } from './depot-date-time';

describe('formatDepotDateTime', () => {
  it('writes the moment in the depot time zone as DD-MM-YYYY HH:mm', () => {
    // 17:05 UTC is 00:05 the next day in Hồ Chí Minh (UTC+7).
    expect(formatDepotDateTime('2026-11-30T17:05:00.000Z')).toBe('01-12-2026 00:05');
    expect(formatDepotDateTime('2026-11-05T02:30:00Z')).toBe('05-11-2026 09:30');
  });
});
