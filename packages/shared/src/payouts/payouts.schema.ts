import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../api/envelope';
import { withRequestId } from '../api/request-id';
import { PAYMENT_METHODS } from '../payments/payments.rules';
import {
  blankIsAny,
  inOrder,
  lineIdsSchema,
  PAYMENT_DATE_ORDER,
  paymentAmount,
  paymentMethod,
} from '../payments/payments.schema';
import { optionalIsoDate } from '../validation/dates';
import { optionalIdFilter, replySum } from '../validation/numbers';
import { MAX_TEXT, optionalText, requiredText } from '../validation/text-rules';
import { ONLY_COD_HAS_LINES, ONLY_COD_HAS_SENDER, SENDER_REQUIRED } from './cod-payout.rules';
import { PAYOUT_KINDS, TRIP_COST_TYPES } from './payouts.rules';

/** Requests and replies of /api/payouts (`Phiếu chi`, docs/payments.md "Payouts"). */

/** Rows per page of the payouts list, and the most a page may ask for. */
export const PAYOUTS_PAGE_SIZE = 50;
export const PAYOUTS_MAX_LIMIT = 200;

export const PAYOUT_KIND_INVALID = 'Loại phiếu chi không hợp lệ';
export const TRIP_REQUIRED = 'Vui lòng chọn chuyến xe';
export const COST_TYPE_REQUIRED = 'Vui lòng chọn loại chi phí';
export const COST_TYPE_INVALID = 'Loại chi phí không hợp lệ';
export const ONLY_TRIP_COSTS_HAVE_TRIP = 'Chỉ chi phí chuyến mới gắn với chuyến xe';
export const ONLY_TRIP_COSTS_HAVE_TYPE = 'Chỉ chi phí chuyến mới có loại chi phí';
export const OTHER_NOTE_REQUIRED = 'Vui lòng nhập nội dung chi';

/** An id that may be left out (or blank, or 0: "not chosen"); anything else must be an id. */
const optionalId = (label: string) =>
  z.preprocess((v) => (v === 0 || v === '' ? undefined : v), optionalIdFilter(label));

/** The most lines one `Chi trả` may tick. */
export const MAX_COD_PAYOUT_LINES = 1000;

/**
 * POST /api/payouts without its request id. A trip cost (`trip`) names its trip and what it was
 * for (`cost_type`); any other spending (`other`) says what in its note; a payout of thu hộ
 * (`cod`) names its sender, the lines it pays (none: every line waiting) and, as `amount`, what
 * the clerk saw the sender receive, so a sum changed meanwhile is refused rather than paid.
 */
export const payoutBodySchema = z
  .object({
    kind: z.enum(PAYOUT_KINDS, { error: PAYOUT_KIND_INVALID }),
    amount: paymentAmount,
    method: paymentMethod.default('cash'),
    note: optionalText('Ghi chú', { max: MAX_TEXT }),
    trip_id: optionalId('Chuyến xe'),
    cost_type: blankIsAny(z.enum(TRIP_COST_TYPES, { error: COST_TYPE_INVALID }).optional()),
    sender_id: optionalId('Người gửi'),
    lines: lineIdsSchema(MAX_COD_PAYOUT_LINES, {
      empty: 'Vui lòng chọn mặt hàng cần chi trả',
      tooMany: `Mỗi lần chi trả tối đa ${MAX_COD_PAYOUT_LINES} dòng hàng`,
    }).optional(),
  })
  .superRefine((body, ctx) => {
    const trip = body.kind === 'trip';
    const wrong = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (trip && body.trip_id === undefined) wrong('trip_id', TRIP_REQUIRED);
    if (trip && body.cost_type === undefined) wrong('cost_type', COST_TYPE_REQUIRED);
    if (!trip && body.trip_id !== undefined) wrong('trip_id', ONLY_TRIP_COSTS_HAVE_TRIP);
    if (!trip && body.cost_type !== undefined) wrong('cost_type', ONLY_TRIP_COSTS_HAVE_TYPE);
    if (body.kind === 'other' && body.note === undefined) wrong('note', OTHER_NOTE_REQUIRED);
    const cod = body.kind === 'cod';
    if (cod && body.sender_id === undefined) wrong('sender_id', SENDER_REQUIRED);
    if (!cod && body.sender_id !== undefined) wrong('sender_id', ONLY_COD_HAS_SENDER);
    if (!cod && body.lines !== undefined) wrong('lines', ONLY_COD_HAS_LINES);
  });
export type PayoutBody = z.input<typeof payoutBodySchema>;

/** POST /api/payouts as sent: the form's `request_id` makes a double click record one payout. */
export const payoutCreateSchema = withRequestId(payoutBodySchema);
export type PayoutCreateBody = z.input<typeof payoutCreateSchema>;
export type PayoutCreateValues = z.output<typeof payoutCreateSchema>;

/** POST /api/payouts/:id/void: a payout is never deleted; the void says why, for the audit. */
export const payoutVoidBodySchema = z.object({
  reason: requiredText('Lý do hủy phiếu chi', { max: MAX_TEXT }),
});
export type PayoutVoidBody = z.input<typeof payoutVoidBodySchema>;

/**
 * GET /api/payouts: payouts newest first, of the branch acted for; by the depot days they were
 * paid (no dates: every day), by kind, by trip. Voided ones are listed, marked.
 */
export const payoutListQuerySchema = pageQuerySchema(PAYOUTS_PAGE_SIZE, PAYOUTS_MAX_LIMIT)
  .extend({
    date_from: optionalIsoDate('Từ ngày'),
    date_to: optionalIsoDate('Đến ngày'),
    kind: blankIsAny(z.enum(PAYOUT_KINDS, { error: PAYOUT_KIND_INVALID }).optional()),
    trip_id: optionalIdFilter('Chuyến xe'),
  })
  .refine(inOrder, { path: ['date_to'], message: PAYMENT_DATE_ORDER });
export type PayoutListFilters = z.output<typeof payoutListQuerySchema>;

const personSchema = z.object({ id: z.number().int(), fullname: z.string() });

/** A line a `Chi trả` paid: the goods, their receiver, their thu hộ and the part paid. */
export const codPayoutLineSchema = z.object({
  product_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  datetime: z.string(),
  receiver: z.object({ id: z.number().int(), full_name: z.string() }),
  cod_amount: z.number().int(),
  amount: z.number().int(),
});
export type CodPayoutLine = z.infer<typeof codPayoutLineSchema>;

/** GET /api/payouts/:id, the reply of POST and of a void, and a row of the list. */
export const payoutSchema = z.object({
  id: z.number().int(),
  /** `PC-2611-0007` (payoutNumber). */
  number: z.string(),
  kind: z.enum(PAYOUT_KINDS),
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  /** A trip cost's trip: its vehicle and departure date; null for other kinds. */
  trip: z
    .object({ id: z.number().int(), number_car: z.string(), datetime_from: z.string() })
    .nullable(),
  cost_type: z.enum(TRIP_COST_TYPES).nullable(),
  /** The sender paid (`cod`); null for other kinds. */
  sender: z.object({ id: z.number().int(), full_name: z.string(), phone: z.string() }).nullable(),
  /** `cod`: the thu hộ it paid out and the fee kept (amount is what the sender received). */
  cod_gross: z.number().int().nullable(),
  cod_fee: z.number().int().nullable(),
  /** `cod`, in the reply of one payout (not in the list): the lines it paid. */
  cod_lines: z.array(codPayoutLineSchema).optional(),
  note: z.string().nullable(),
  /** ISO timestamp of the moment paid. */
  paid_at: z.string(),
  paid_by: personSchema.nullable(),
  branch_id: z.number().int(),
  voided_at: z.string().nullable(),
  voided_by: personSchema.nullable(),
  void_reason: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** GET /api/payouts: a page, and the live (not voided) money of every payout matched. */
export const payoutListSchema = pageSchema(payoutSchema).extend({ amount: replySum() });
export type PayoutList = z.infer<typeof payoutListSchema>;
