import { describe, expect, it } from 'vitest';
import { depotToday } from '../validation/dates';
import {
  MISSING_CUSTOMER,
  rangeOrToday,
  receiptStatsQuerySchema,
  transportDetailQuerySchema,
} from './statistics.schema';

describe('statistics queries', () => {
  it("leaves a missing date for today at the depot, in the depot's zone (rangeOrToday)", () => {
    const q = receiptStatsQuerySchema.parse({ date_to: '' });
    expect(q.date_from).toBeUndefined();
    expect(q.date_to).toBeUndefined();
    const today = depotToday('UTC', new Date('2026-11-23T18:30:00Z'));
    expect(rangeOrToday(q, today)).toEqual({ date_from: '2026-11-23', date_to: '2026-11-23' });
    expect(rangeOrToday({ date_from: '2026-11-01' }, today)).toEqual({
      date_from: '2026-11-01',
      date_to: '2026-11-23',
    });
    // A start after today and no end: the wrong way round once filled.
    expect(rangeOrToday({ date_from: '2026-11-24' }, today)).toBeNull();
    expect(q).toMatchObject({ paged: 1, limit: 20 });
    expect(q.charge).toBeUndefined();
  });

  it('reads the payment status as true, false or all', () => {
    expect(receiptStatsQuerySchema.parse({ charge: 'true' }).charge).toBe(true);
    expect(receiptStatsQuerySchema.parse({ charge: 'false' }).charge).toBe(false);
    expect(receiptStatsQuerySchema.parse({ charge: '' }).charge).toBeUndefined();
  });

  it('needs a customer for the transport detail', () => {
    const res = transportDetailQuerySchema.safeParse({ customer_id: '' });
    expect(res.error?.issues[0]?.message).toBe(MISSING_CUSTOMER);
    expect(
      transportDetailQuerySchema.safeParse({ customer_id: '0' }).error?.issues[0]?.message,
    ).toBe(MISSING_CUSTOMER);
  });
});
