import { describe, expect, it } from 'vitest';
import { depotToday } from '../validation/dates';
import {
  MISSING_CUSTOMER,
  receiptStatsQuerySchema,
  transportDetailQuerySchema,
} from './statistics.schema';

describe('statistics queries', () => {
  it('takes today at the depot (UTC+7) when a date is missing', () => {
    expect(depotToday(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
    const q = receiptStatsQuerySchema.parse({});
    expect(q.date_from).toBe(depotToday());
    expect(q.date_to).toBe(depotToday());
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
