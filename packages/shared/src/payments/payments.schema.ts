import { z } from 'zod';
import { pageQuerySchema, pageSchema, queryBoolean } from '../api/envelope';
import { withRequestId } from '../api/request-id';
import { isoDate, optionalIsoDate } from '../validation/dates';
import {
  idNumber,
  optionalIdFilter,
  readPlainNumber,
  replySum,
  requiredId,
} from '../validation/numbers';
import { MAX_TEXT, optionalText, requiredText } from '../validation/text-rules';
import { MAX_PAYMENT_AMOUNT, PAYMENT_AMOUNT_TOO_LARGE, PAYMENT_METHODS } from './payments.rules';
import { PAYMENT_PURPOSES } from '../cash-book/cash-book.rules';

/** A thu hộ collection pays lines' thu hộ only: no opening debt, no statements' freight. */
export const COD_PAYS_LINES_ONLY = 'Thu hộ chỉ thu cho các dòng hàng có tiền thu hộ';

/** Requests and replies of /api/payments (docs/decisions/0001-payments-are-records.md): record, void, read, the cash book. */

/** The most goods lines one payment is ticked against, as a receipt's payment form. */
export const MAX_PAYMENT_LINES = 1000;
/** The most statements (vehicle × date) one payment is ticked against. */
export const MAX_PAYMENT_STATEMENTS = 500;
/** Rows per page of the cash book (`/so-quy`), and the most a page may ask for. */
export const CASH_BOOK_PAGE_SIZE = 50;
export const CASH_BOOK_MAX_LIMIT = 200;

export const PAYMENT_AMOUNT_REQUIRED = 'Vui lòng nhập số tiền';
export const PAYMENT_AMOUNT_POSITIVE = 'Số tiền phải lớn hơn 0';
export const PAYMENT_AMOUNT_WHOLE = 'Số tiền phải là số nguyên đồng';
export const PAYMENT_METHOD_INVALID = 'Hình thức thanh toán không hợp lệ';
export const PAYMENT_LINES_EMPTY = 'Vui lòng chọn mặt hàng cần thu';
export const PAYMENT_LINES_DUPLICATE = 'Một mặt hàng được chọn hai lần';

/**
 * The goods lines ticked on a money form (a payment's, a payout's): at least one, at most `max`,
 * none twice (a client bug: refused, so the lines the clerk saw are those paid).
 */
export function lineIdsSchema(
  max: number,
  words = { empty: PAYMENT_LINES_EMPTY, tooMany: `Mỗi lần thu tối đa ${max} dòng hàng` },
) {
  return z
    .array(idNumber('Mã hàng không hợp lệ'), { error: words.empty })
    .min(1, words.empty)
    .max(max, words.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, PAYMENT_LINES_DUPLICATE);
}
export const PAYMENT_DATE_ORDER = 'Đến ngày không được trước từ ngày';

/**
 * The money received (or paid out: payouts.schema.ts), whole đồng, more than 0 and at most
 * MAX_PAYMENT_AMOUNT; a form's plain decimal string is read as its number (readPlainNumber),
 * nothing else is.
 */
export const paymentAmount = z.preprocess(
  readPlainNumber,
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? PAYMENT_AMOUNT_REQUIRED
          : 'Số tiền phải là một số',
    })
    .int(PAYMENT_AMOUNT_WHOLE)
    .positive(PAYMENT_AMOUNT_POSITIVE)
    .max(MAX_PAYMENT_AMOUNT, PAYMENT_AMOUNT_TOO_LARGE),
);

export const paymentMethod = z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_INVALID });

/**
 * POST /api/payments without its request id. Without `lines`, `statements` and `opening` the
 * money goes to the opening debt, then the oldest lines (planAllocation); with any, only to what
 * was ticked: `lines` the goods, `statements` their unpaid lines, `opening: true` the opening
 * debt. What is left is the customer's credit.
 */
export const paymentBodySchema = z
  .object({
    customer_id: requiredId('Khách hàng'),
    amount: paymentAmount,
    method: paymentMethod.default('cash'),
    /**
     * `freight` (the default): the receiver's freight and opening debt; `cod` (`Thu hộ`): the
     * money collected from them for the lines' senders (docs/payments.md, "Collecting thu hộ").
     */
    purpose: z.enum(PAYMENT_PURPOSES, { error: 'Mục đích thu không hợp lệ' }).default('freight'),
    note: optionalText('Ghi chú', { max: MAX_TEXT }),
    lines: lineIdsSchema(MAX_PAYMENT_LINES).optional(),
    opening: z.boolean({ error: 'Nợ đầu kỳ phải là true hoặc false' }).optional(),
    /**
     * Statements ticked on the Thu tiền form (a vehicle and departure date each): their unpaid
     * live lines are paid, as if ticked one by one (the server reads them, so a customer with a
     * hundred statements does not send thousands of ids).
     */
    statements: z
      .array(z.object({ car_id: requiredId('Xe'), datetime_from: isoDate('Ngày xe chạy') }), {
        error: PAYMENT_LINES_EMPTY,
      })
      .min(1, PAYMENT_LINES_EMPTY)
      .max(MAX_PAYMENT_STATEMENTS, `Mỗi lần thu tối đa ${MAX_PAYMENT_STATEMENTS} phiếu thu`)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.purpose !== 'cod') return;
    for (const field of ['opening', 'statements'] as const) {
      if (body[field])
        ctx.addIssue({ code: 'custom', path: [field], message: COD_PAYS_LINES_ONLY });
    }
  });
export type PaymentBody = z.input<typeof paymentBodySchema>;

/** POST /api/payments as sent: the form's `request_id` makes a double click record one payment. */
export const paymentCreateSchema = withRequestId(paymentBodySchema);
export type PaymentCreateBody = z.input<typeof paymentCreateSchema>;
export type PaymentCreateValues = z.output<typeof paymentCreateSchema>;

/** POST /api/payments/:id/void: a payment is never deleted; the void says why, for the audit. */
export const paymentVoidBodySchema = z.object({
  reason: requiredText('Lý do hủy phiếu thu', { max: MAX_TEXT }),
});
export type PaymentVoidBody = z.input<typeof paymentVoidBodySchema>;

export const inOrder = (q: { date_from?: string; date_to?: string }) =>
  !q.date_from || !q.date_to || q.date_from <= q.date_to;

/** A query filter that may be blank: `''` means "any". */
export const blankIsAny = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema);

/**
 * GET /api/payments, the cash book (Sổ quỹ): payments by the depot's day they were received.
 * Dates left out mean today at the depot (the server fills them, as it knows the day).
 */
export const paymentListQuerySchema = pageQuerySchema(CASH_BOOK_PAGE_SIZE, CASH_BOOK_MAX_LIMIT)
  .extend({
    date_from: optionalIsoDate('Từ ngày'),
    date_to: optionalIsoDate('Đến ngày'),
    received_by: optionalIdFilter('Người thu'),
    method: blankIsAny(paymentMethod.optional()),
    customer_id: optionalIdFilter('Khách hàng'),
    /** Voided payments are shown by default (struck through), so a void is never unseen. */
    include_voided: blankIsAny(queryBoolean('Hiện phiếu đã hủy').default(true)),
  })
  .refine(inOrder, { path: ['date_to'], message: PAYMENT_DATE_ORDER });
export type PaymentListFilters = z.output<typeof paymentListQuerySchema>;

const personSchema = z.object({ id: z.number().int(), fullname: z.string() });

/** What a payment paid for: a goods line, or the opening debt (`product_id` null). */
export const paymentAllocationSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  /** The goods code (`2611-0042`); null for the opening debt. */
  code: z.string().nullable(),
  name: z.string().nullable(),
  amount: z.number().int(),
  /** true once `Chưa thu` on its line voided it, or the payment was voided. */
  voided: z.boolean(),
});
export type PaymentAllocation = z.infer<typeof paymentAllocationSchema>;

const paymentFields = {
  id: z.number().int(),
  /** `PT-2611-0042` (paymentNumber). */
  number: z.string(),
  customer: z.object({ id: z.number().int(), full_name: z.string(), phone: z.string() }),
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  /** `freight`, or `cod`: thu hộ collected for senders, never the customer's credit. */
  purpose: z.enum(PAYMENT_PURPOSES),
  /** ISO timestamp of the moment received. */
  received_at: z.string(),
  received_by: personSchema.nullable(),
  note: z.string().nullable(),
  /** The part allocated to nothing: the customer's credit. */
  credit: replySum(),
  voided_at: z.string().nullable(),
  voided_by: personSchema.nullable(),
  void_reason: z.string().nullable(),
  /** What the customer still owes after this payment (never negative). */
  outstanding_debt_after: replySum(),
  /** The customer's credit (Tiền khách gửi trước) after this payment, ≥ 0. */
  credit_after: replySum(),
};

/** GET /api/payments/:id and the reply of POST: the payment and what it paid for. */
export const paymentSchema = z.object({
  ...paymentFields,
  allocations: z.array(paymentAllocationSchema),
});
export type Payment = z.infer<typeof paymentSchema>;

/** A row of the cash book: the payment without its allocations, with their live sum. */
export const paymentRowSchema = z.object({ ...paymentFields, allocated: replySum() });
export type PaymentRow = z.infer<typeof paymentRowSchema>;

const methodSums = z.object({ cash: replySum(), transfer: replySum() });

/** The cash book's totals (cashBookTotals) over every payment the filters match, not a page. */
export const cashBookTotalsSchema = z.object({
  count: z.number().int(),
  amount: replySum(),
  by_method: methodSums,
  by_person: z.array(
    methodSums.extend({
      /** null: payments whose receiver is unknown (UNKNOWN_RECEIVER). */
      id: z.number().int().nullable(),
      fullname: z.string(),
      count: z.number().int(),
      amount: replySum(),
    }),
  ),
  voided: z.object({ count: z.number().int(), amount: replySum() }),
});

/** GET /api/payments: a page of the cash book and its totals. */
export const cashBookSchema = pageSchema(paymentRowSchema).extend({ totals: cashBookTotalsSchema });
export type CashBook = z.infer<typeof cashBookSchema>;

/** GET /customers/:id/payments: a customer's payments, newest first, each printable again. */
export const CUSTOMER_PAYMENTS_PAGE_SIZE = 20;
export const customerPaymentsQuerySchema = pageQuerySchema(CUSTOMER_PAYMENTS_PAGE_SIZE, 100);
export const customerPaymentsSchema = pageSchema(paymentRowSchema);
export type CustomerPayments = z.infer<typeof customerPaymentsSchema>;

/**
 * GET /products/:id/payments: the live payments that paid a goods line, oldest first, with the
 * part of each allocated to it: what `Chưa thu` on the line would void, named before it does.
 */
export const linePaymentSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  /** The whole payment. */
  amount: z.number().int(),
  /** The part of it allocated to this line. */
  allocated: z.number().int(),
  received_at: z.string(),
  /** How many goods lines (and the opening debt) this payment paid: voiding it un-pays them all. */
  lines: z.number().int(),
});
export const linePaymentsSchema = z.array(linePaymentSchema);
export type LinePayment = z.infer<typeof linePaymentSchema>;
