import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { cashBookTotals, type CashBookTotals } from './payments.rules';
import {
  cashBookSchema,
  cashBookTotalsSchema,
  paymentBodySchema,
  paymentCreateSchema,
  paymentListQuerySchema,
  paymentSchema,
  paymentVoidBodySchema,
} from './payments.schema';

const body = { customer_id: 7, amount: 1_500_000 };

/** The field → message map of a failed parse. */
function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('paymentBodySchema', () => {
  it('takes cash by default and leaves the allocation to the rule when nothing is ticked', () => {
    expect(paymentBodySchema.parse(body)).toEqual({ ...body, method: 'cash', purpose: 'freight' });
  });

  it('reads the amount and ids a form sends as plain digits', () => {
    const v = paymentBodySchema.parse({ customer_id: '7', amount: '250000', method: 'transfer' });
    expect(v).toMatchObject({ customer_id: 7, amount: 250_000, method: 'transfer' });
  });

  it.each([
    [0, 'Số tiền phải lớn hơn 0'],
    [-5000, 'Số tiền phải lớn hơn 0'],
    [1500.5, 'Số tiền phải là số nguyên đồng'],
    ['1500.5', 'Số tiền phải là số nguyên đồng'],
    [100_000_000_001, 'Số tiền không được vượt quá 100.000.000.000 đ'],
    [undefined, 'Vui lòng nhập số tiền'],
    ['', 'Vui lòng nhập số tiền'],
    ['1e6', 'Số tiền phải là một số'],
  ])('refuses the amount %s: %s', (amount, message) => {
    expect(errorsOf(paymentBodySchema, { ...body, amount })).toEqual({ amount: message });
  });

  it('accepts exactly the cap', () => {
    expect(paymentBodySchema.parse({ ...body, amount: 100_000_000_000 }).amount).toBe(1e11);
  });

  it('asks for the customer', () => {
    for (const customer_id of [undefined, 0, '']) {
      expect(errorsOf(paymentBodySchema, { ...body, customer_id })).toEqual({
        customer_id: 'Vui lòng chọn khách hàng',
      });
    }
  });

  it('refuses a method it does not know', () => {
    expect(errorsOf(paymentBodySchema, { ...body, method: 'card' })).toEqual({
      method: 'Hình thức thanh toán không hợp lệ',
    });
  });

  it('keeps a note trimmed, drops an empty one, refuses one that shows nothing', () => {
    expect(paymentBodySchema.parse({ ...body, note: ' Trả nợ tháng 10 ' }).note).toBe(
      'Trả nợ tháng 10',
    );
    expect(paymentBodySchema.parse({ ...body, note: '' }).note).toBeUndefined();
    expect(errorsOf(paymentBodySchema, { ...body, note: '\u200B\u200B' })).toEqual({
      note: 'Ghi chú không được chỉ gồm ký tự vô hình',
    });
    expect(errorsOf(paymentBodySchema, { ...body, note: 'x'.repeat(251) })).toEqual({
      note: 'Ghi chú không được vượt quá 250 ký tự',
    });
  });

  it('takes ticked lines and the opening debt', () => {
    expect(paymentBodySchema.parse({ ...body, lines: [3, '4'], opening: true })).toMatchObject({
      lines: [3, 4],
      opening: true,
    });
  });

  it('refuses a line ticked twice, an empty pick and too many lines', () => {
    expect(errorsOf(paymentBodySchema, { ...body, lines: [3, 4, 3] })).toEqual({
      lines: 'Một mặt hàng được chọn hai lần',
    });
    expect(errorsOf(paymentBodySchema, { ...body, lines: [] })).toEqual({
      lines: 'Vui lòng chọn mặt hàng cần thu',
    });
    const many = Array.from({ length: 1001 }, (_, i) => i + 1);
    expect(errorsOf(paymentBodySchema, { ...body, lines: many })).toEqual({
      lines: 'Mỗi lần thu tối đa 1000 dòng hàng',
    });
    expect(errorsOf(paymentBodySchema, { ...body, lines: [0] })).toEqual({
      'lines.0': 'Mã hàng không hợp lệ',
    });
  });

  it('refuses an opening flag that is no boolean', () => {
    expect(errorsOf(paymentBodySchema, { ...body, opening: 'yes' })).toEqual({
      opening: 'Nợ đầu kỳ phải là true hoặc false',
    });
  });
});

describe('paymentCreateSchema', () => {
  it('carries the request id that makes a resend record once', () => {
    const request_id = '0b8f5a52-3c1d-4e8a-9d7e-3f2b1a0c9d8e';
    expect(paymentCreateSchema.parse({ ...body, request_id })).toMatchObject({ request_id });
    expect(errorsOf(paymentCreateSchema, { ...body, request_id: 'x' })).toEqual({
      request_id: 'Mã yêu cầu không hợp lệ',
    });
  });
});

describe('paymentVoidBodySchema', () => {
  it('asks why the receipt is voided', () => {
    for (const reason of [undefined, '', '   ']) {
      expect(errorsOf(paymentVoidBodySchema, { reason })).toEqual({
        reason: 'Vui lòng nhập lý do hủy phiếu thu',
      });
    }
    expect(errorsOf(paymentVoidBodySchema, { reason: 'x'.repeat(251) })).toEqual({
      reason: 'Lý do hủy phiếu thu không được vượt quá 250 ký tự',
    });
    expect(paymentVoidBodySchema.parse({ reason: ' Thu nhầm khách ' })).toEqual({
      reason: 'Thu nhầm khách',
    });
  });
});

describe('paymentListQuerySchema', () => {
  it('pages by 50 and shows voided payments unless told otherwise', () => {
    expect(paymentListQuerySchema.parse({})).toEqual({ paged: 1, limit: 50, include_voided: true });
    expect(paymentListQuerySchema.parse({ include_voided: '' }).include_voided).toBe(true);
    expect(paymentListQuerySchema.parse({ include_voided: 'false' }).include_voided).toBe(false);
  });

  it('reads the filters of the cash book as a query string carries them', () => {
    const q = {
      date_from: '2026-11-01',
      date_to: '2026-11-30',
      received_by: '3',
      method: 'transfer',
      customer_id: '9',
      limit: '200',
    };
    expect(paymentListQuerySchema.parse(q)).toMatchObject({
      ...q,
      received_by: 3,
      customer_id: 9,
      limit: 200,
    });
    expect(paymentListQuerySchema.parse({ method: '', received_by: '' }).method).toBeUndefined();
  });

  it('refuses a bad filter with a message a person reads', () => {
    expect(
      errorsOf(paymentListQuerySchema, {
        date_from: '2026-02-30',
        method: 'card',
        received_by: 'x',
        limit: 201,
      }),
    ).toEqual({
      date_from: 'Từ ngày không hợp lệ (định dạng YYYY-MM-DD)',
      method: 'Hình thức thanh toán không hợp lệ',
      received_by: 'Người thu không hợp lệ',
      limit: 'Số dòng mỗi trang tối đa là 200',
    });
    expect(
      errorsOf(paymentListQuerySchema, { date_from: '2026-11-02', date_to: '2026-11-01' }),
    ).toEqual({ date_to: 'Đến ngày không được trước từ ngày' });
  });
});

describe('replies', () => {
  const payment = {
    id: 1,
    number: 'PT-2611-0001',
    customer: { id: 7, full_name: 'Nguyễn Văn An', phone: '0909000111' },
    amount: 300_000,
    method: 'cash',
    purpose: 'freight',
    received_at: '2026-11-05T03:00:00.000Z',
    received_by: { id: 2, fullname: 'Lê Thị Cúc' },
    note: null,
    credit: 50_000,
    voided_at: null,
    voided_by: null,
    void_reason: null,
    outstanding_debt_after: 0,
    credit_after: 50_000,
  };

  it('reads a payment with its allocations, the opening debt one without goods', () => {
    const allocations = [
      { id: 1, product_id: null, code: null, name: null, amount: 100_000, voided: false },
      { id: 2, product_id: 4, code: '2611-0042', name: 'Máy giặt', amount: 150_000, voided: false },
    ];
    expect(paymentSchema.parse({ ...payment, allocations }).allocations).toEqual(allocations);
  });

  it('reads a page of the cash book with the totals cashBookTotals gives', () => {
    const totals = cashBookTotals([
      { amount: 300_000, method: 'cash', received_by: payment.received_by, voided: false },
    ]);
    const page = {
      rows: [{ ...payment, allocated: 250_000 }],
      total: 1,
      paginate: { paged: 1, limit: 50, last_page: 1 },
      totals,
    };
    expect(cashBookSchema.parse(page)).toEqual(page);
  });

  it('declares the totals as the rule returns them', () => {
    expectTypeOf<z.infer<typeof cashBookTotalsSchema>>().toEqualTypeOf<CashBookTotals>();
    const empty = cashBookTotals([]);
    expect(cashBookTotalsSchema.parse(empty)).toEqual(empty);
  });
});
