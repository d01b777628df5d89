import { describe, expect, it } from 'vitest';
import { DATE_ORDER_MESSAGE } from '../trips/trips.schema';
import { debtPaidBodySchema, debtListQuerySchema, periodStatementQuerySchema } from './debt.schema';

describe('debt schemas', () => {
  it('reads the list query with its defaults', () => {
    expect(debtListQuerySchema.parse({})).toEqual({ paged: 1, limit: 20 });
    expect(debtListQuerySchema.parse({ paged: '2', full_name: ' an ' })).toMatchObject({
      paged: 2,
      full_name: 'an',
    });
  });

  it('refuses a period that ends before it starts', () => {
    const r = periodStatementQuerySchema.safeParse({
      customer_id: '3',
      date_from: '2026-03-01',
      date_to: '2026-02-01',
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: ['date_to'], message: DATE_ORDER_MESSAGE });
  });

  it('needs a vehicle, a customer, a date and the paid flag to collect a statement', () => {
    const r = debtPaidBodySchema.safeParse({ car_id: 0, datetime_from: '' });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      car_id: 'Vui lòng chọn xe',
      customer_id: 'Vui lòng chọn khách hàng',
      datetime_from: 'Vui lòng chọn ngày xe chạy',
      is_paid: 'Trạng thái thanh toán phải là true hoặc false',
    });
  });
});
