import { z } from 'zod';
import { pageQuerySchema, paginateSchema } from '../api/envelope';
import { DASHBOARD_MAX_DAYS } from '../dashboard/dashboard.schema';
import { PAYMENT_METHODS } from '../payments/payments.rules';
import { inOrder, PAYMENT_DATE_ORDER } from '../payments/payments.schema';
import { PAYOUT_KINDS, TRIP_COST_TYPES } from '../payouts/payouts.rules';
import { daysInRange, isoDate, optionalIsoDate } from '../validation/dates';
import { money, replySum } from '../validation/numbers';
import { MAX_TEXT, optionalText } from '../validation/text-rules';
import { CASH_DIRECTIONS, PAYMENT_PURPOSES } from './cash-book.rules';

/** Requests and replies of /api/cash-book and /api/cash-counts (docs/payments.md "Sổ quỹ"). */

/** Days one book may span, both ends included: the dashboard's year. */
export const CASH_BOOK_MAX_DAYS = DASHBOARD_MAX_DAYS;
export const CASH_BOOK_RANGE_MESSAGE = `Khoảng thời gian tối đa ${CASH_BOOK_MAX_DAYS} ngày`;
export const CASH_DATE_IN_FUTURE = 'Không được chọn ngày trong tương lai';
export const OPENING_REASON_REQUIRED = 'Số dư đầu kỳ đã được đặt; vui lòng nhập lý do để sửa';

/** Rows of the book per page, and the most a page may ask for: a busy month has thousands. */
export const CASH_BOOK_ROWS_PAGE = 100;
export const CASH_BOOK_ROWS_MAX = 500;

/**
 * GET /api/cash-book: the depot days from `date_from` to `date_to` (left out: today); `paged`
 * and `limit` choose the page of rows (every figure is of the whole range).
 */
export const cashBookQuerySchema = pageQuerySchema(CASH_BOOK_ROWS_PAGE, CASH_BOOK_ROWS_MAX)
  .extend({ date_from: optionalIsoDate('Từ ngày'), date_to: optionalIsoDate('Đến ngày') })
  .refine(inOrder, { path: ['date_to'], message: PAYMENT_DATE_ORDER })
  .refine(
    (q) => !q.date_from || !q.date_to || daysInRange(q.date_from, q.date_to) <= CASH_BOOK_MAX_DAYS,
    { path: ['date_to'], message: CASH_BOOK_RANGE_MESSAGE },
  );
export type CashBookQuery = z.output<typeof cashBookQuerySchema>;

/**
 * PUT /api/cash-book/opening (admins): the branch's first opening balance, the cash in the
 * drawer at the start of `date`. Set once; a change needs a reason (409 without one).
 */
export const cashOpeningBodySchema = z.object({
  amount: money('Số dư đầu kỳ'),
  date: isoDate('Ngày bắt đầu sổ quỹ'),
  reason: optionalText('Lý do sửa', { max: MAX_TEXT }),
});
export type CashOpeningBody = z.input<typeof cashOpeningBodySchema>;
export type CashOpeningValues = z.output<typeof cashOpeningBodySchema>;

/** POST /api/cash-counts (`Kiểm quỹ`): the cash the clerk counted in the drawer that day. */
export const cashCountBodySchema = z.object({
  date: isoDate('Ngày kiểm quỹ'),
  counted: money('Số tiền đếm được'),
  note: optionalText('Ghi chú', { max: MAX_TEXT }),
});
export type CashCountBody = z.input<typeof cashCountBodySchema>;
export type CashCountValues = z.output<typeof cashCountBodySchema>;

const personSchema = z.object({ id: z.number().int(), fullname: z.string() });

/** A branch's first opening balance (the reply of PUT, and each in the book). */
export const cashOpeningSchema = z.object({
  branch_id: z.number().int(),
  amount: replySum(),
  date: z.string(),
  set_by: personSchema.nullable(),
  /** ISO timestamp of the last set or change. */
  set_at: z.string(),
  /** Why it was last changed; null when set once and never changed. */
  reason: z.string().nullable(),
});
export type CashOpening = z.infer<typeof cashOpeningSchema>;

/** A cash count (`Kiểm quỹ`): the latest of its branch and day. */
export const cashCountSchema = z.object({
  id: z.number().int(),
  branch_id: z.number().int(),
  date: z.string(),
  counted: replySum(),
  /** The book's closing of that day when the count was recorded. */
  book: replySum(),
  /** counted − book: below 0 short, above 0 over. */
  difference: replySum(),
  note: z.string().nullable(),
  counted_by: personSchema.nullable(),
  /** ISO timestamp of the count. */
  counted_at: z.string(),
});
export type CashCount = z.infer<typeof cashCountSchema>;

const branchSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

/**
 * A row of the book: a live cash payment in or payout out, or money sent between branches (out
 * of the sender's drawer, into the receiver's once confirmed), and the balance after it.
 */
export const cashBookRowSchema = z.object({
  direction: z.enum(CASH_DIRECTIONS),
  id: z.number().int(),
  /** `PT-2611-0042`, `PC-2611-0007` or `CT-2611-0003`. */
  number: z.string(),
  /** ISO timestamp of the moment received or paid. */
  at: z.string(),
  person: personSchema.nullable(),
  /** The paying customer (in); null for a payout. */
  customer: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  /** A trip cost's trip (out, kind `trip`). */
  trip: z
    .object({ id: z.number().int(), number_car: z.string(), datetime_from: z.string() })
    .nullable(),
  /** In: what it is for. Out: the payout's kind and a trip cost's type. */
  purpose: z.enum(PAYMENT_PURPOSES).nullable(),
  kind: z.enum(PAYOUT_KINDS).nullable(),
  cost_type: z.enum(TRIP_COST_TYPES).nullable(),
  /** Money sent between branches (`Phiếu chuyển tiền`): from and to; null for the others. */
  remittance: z.object({ from_branch: branchSchema, to_branch: branchSchema }).nullable(),
  note: z.string().nullable(),
  branch_id: z.number().int(),
  amount: replySum(),
  balance: replySum(),
});
export type CashBookRow = z.infer<typeof cashBookRowSchema>;

const sums = z.object({ in: replySum(), out: replySum() });

/** The range's figures; all but `by_method` and `voided` are the drawer's cash, live only. */
export const cashBookTotalsSchema = z.object({
  in: z.object({
    count: z.number().int(),
    amount: replySum(),
    by_purpose: z.record(z.enum(PAYMENT_PURPOSES), replySum()),
  }),
  out: z.object({
    count: z.number().int(),
    amount: replySum(),
    by_kind: z.record(z.enum(PAYOUT_KINDS), replySum()),
    by_cost_type: z.record(z.enum(TRIP_COST_TYPES), replySum()),
  }),
  /** Cash sent to (out) and received from (in) other branches; in the sums above too. */
  remittances: sums,
  /** Live money in and out by method: transfers are not in the drawer, shown here only. */
  by_method: z.record(z.enum(PAYMENT_METHODS), sums),
  /** Cash in and out by the person who received or paid it; id null: unknown. */
  by_person: z.array(sums.extend({ id: z.number().int().nullable(), fullname: z.string() })),
  /** Voided payments, payouts and remittances of the range (any method), left out of every sum. */
  voided: z.object({ count: z.number().int(), amount: replySum() }),
});
export type CashBookTotals = z.infer<typeof cashBookTotalsSchema>;

/** GET /api/cash-book: opening, rows with their running balance, totals, closing, counts. */
export const cashBookReplySchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  /** The branch acted for; null: every branch summed. */
  branch_id: z.number().int().nullable(),
  /** The cash at the start of date_from. */
  opening: replySum(),
  /** One page of the range's rows in time order, each with the balance after it. */
  rows: z.array(cashBookRowSchema),
  /** Every row of the range (live cash in and out). */
  total: z.number().int(),
  paginate: paginateSchema,
  totals: cashBookTotalsSchema,
  /** opening + totals.in.amount − totals.out.amount. */
  closing: replySum(),
  /** The first opening balances of the branches in the book (none set: empty). */
  openings: z.array(cashOpeningSchema),
  /** The latest count of each branch and day of the range, by day. */
  counts: z.array(cashCountSchema),
});
export type CashBookReply = z.infer<typeof cashBookReplySchema>;
