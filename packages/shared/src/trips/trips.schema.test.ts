import { describe, expect, it } from 'vitest';
import {
  archiveBodySchema,
  DATE_ORDER_MESSAGE,
  EMPTY_MOVE_MESSAGE,
  MISSING_CAR,
  transportMoveBodySchema,
  transportPaidBodySchema,
  tripCustomersQuerySchema,
  tripListQuerySchema,
  tripRestoreBodySchema,
  tripScopeQuerySchema,
} from './trips.schema';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('tripListQuerySchema', () => {
  it('reads the query strings with the defaults of a first page of live trips', () => {
    expect(
      tripListQuerySchema.parse({ date_from: '2026-11-01', date_to: '2026-11-23', car_id: '4' }),
    ).toEqual({
      paged: 1,
      limit: 20,
      date_from: '2026-11-01',
      date_to: '2026-11-23',
      car_id: 4,
      archived: false,
    });
    expect(tripListQuerySchema.parse({ archived: 'true', customer_id: '' })).toMatchObject({
      archived: true,
      customer_id: undefined,
    });
  });

  it('refuses a range that ends before it starts and dates that are no calendar day', () => {
    const backwards = tripListQuerySchema.safeParse({
      date_from: '2026-11-23',
      date_to: '2026-11-01',
    });
    expect(messages(backwards)).toEqual([DATE_ORDER_MESSAGE]);
    expect(messages(tripListQuerySchema.safeParse({ date_from: '2026-02-30' }))).toEqual([
      'Từ ngày không hợp lệ (định dạng YYYY-MM-DD)',
    ]);
    expect(messages(tripListQuerySchema.safeParse({ archived: 'yes' }))).toEqual([
      'Danh sách đã xóa phải là true hoặc false',
    ]);
  });
});

describe('tripScopeQuerySchema (count and delete of a list)', () => {
  it('needs a vehicle, said as the spec says it', () => {
    const missing = tripScopeQuerySchema.safeParse({
      date_from: '2026-11-01',
      date_to: '2026-11-01',
    });
    expect(messages(missing)).toEqual([MISSING_CAR]);
  });

  it('needs both dates and keeps a trimmed reason', () => {
    expect(messages(tripScopeQuerySchema.safeParse({ car_id: '1' }))).toEqual([
      'Vui lòng chọn từ ngày',
      'Vui lòng chọn đến ngày',
    ]);
    expect(
      tripScopeQuerySchema.parse({
        car_id: '1',
        date_from: '2026-11-01',
        date_to: '2026-11-02',
        reason: '  Xe hỏng  ',
      }),
    ).toEqual({ car_id: 1, date_from: '2026-11-01', date_to: '2026-11-02', reason: 'Xe hỏng' });
  });

  it('takes the reason from an optional body too', () => {
    expect(archiveBodySchema.parse(undefined)).toEqual({});
    expect(archiveBodySchema.parse(null)).toEqual({});
    expect(archiveBodySchema.parse({ reason: 'Khách hủy' })).toEqual({ reason: 'Khách hủy' });
    expect(messages(archiveBodySchema.safeParse({ reason: 'x'.repeat(251) }))).toEqual([
      'Lý do không được vượt quá 250 ký tự',
    ]);
  });
});

describe('tripCustomersQuerySchema', () => {
  it('needs a vehicle', () => {
    expect(messages(tripCustomersQuerySchema.safeParse({}))).toEqual([MISSING_CAR]);
    expect(messages(tripCustomersQuerySchema.safeParse({ car_id: 'abc' }))).toEqual([
      'Xe không hợp lệ',
    ]);
  });
});

describe('the bodies', () => {
  it('PATCH paid wants a boolean', () => {
    expect(transportPaidBodySchema.parse({ is_paid: true })).toEqual({ is_paid: true });
    expect(messages(transportPaidBodySchema.safeParse({ is_paid: 'true' }))).toEqual([
      'Trạng thái thanh toán phải là true hoặc false',
    ]);
  });

  it('move wants goods, a vehicle and a date, and drops repeated goods', () => {
    expect(
      transportMoveBodySchema.parse({
        products: [3, 3, 5],
        car_id: 2,
        datetime_from: '2026-11-24',
      }),
    ).toEqual({
      products: [3, 5],
      car_id: 2,
      datetime_from: '2026-11-24',
      // Past the target's capacity a move is refused until confirmed, as a pickup is.
      confirm_overload: false,
    });
    expect(messages(transportMoveBodySchema.safeParse({ products: [] }))).toEqual([
      EMPTY_MOVE_MESSAGE,
      'Vui lòng chọn xe',
      'Vui lòng chọn ngày đi',
    ]);
  });

  it('restore wants a vehicle and a date, the customer optional', () => {
    expect(
      tripRestoreBodySchema.parse({ car_id: 1, datetime_from: '2026-11-20', customer_id: null }),
    ).toEqual({ car_id: 1, datetime_from: '2026-11-20' });
    expect(messages(tripRestoreBodySchema.safeParse({ car_id: 1 }))).toEqual([
      'Vui lòng chọn ngày đi',
    ]);
  });
});
