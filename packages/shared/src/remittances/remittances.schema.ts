import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../api/envelope';
import { withRequestId } from '../api/request-id';
import { PAYMENT_METHODS } from '../payments/payments.rules';
import {
  blankIsAny,
  lineIdsSchema,
  paymentAmount,
  paymentMethod,
} from '../payments/payments.schema';
import { requiredId, replySum } from '../validation/numbers';
import { MAX_TEXT, optionalText, requiredText } from '../validation/text-rules';
import { REMITTANCE_NOTE_REQUIRED, REMITTANCE_SIDES, REMITTANCE_STATES } from './remittances.rules';

/** Requests and replies of /api/remittances (`Phiếu chuyển tiền`, docs/payments.md). */

export const REMITTANCES_PAGE_SIZE = 50;
export const REMITTANCES_MAX_LIMIT = 200;
/** The most lines one remittance may carry. */
export const MAX_REMITTANCE_LINES = 1000;

/**
 * POST /api/remittances without its request id: from the branch acted for to `to_branch_id`.
 * With `lines` (thu hộ collected here for the other branch's senders) `amount` is what the clerk
 * saw them sum to, so a sum changed meanwhile is refused rather than sent; without lines it is
 * any money sent on, said in its note.
 */
export const remittanceBodySchema = z
  .object({
    to_branch_id: requiredId('Chi nhánh nhận'),
    amount: paymentAmount,
    method: paymentMethod.default('cash'),
    note: optionalText('Ghi chú', { max: MAX_TEXT }),
    lines: lineIdsSchema(MAX_REMITTANCE_LINES, {
      empty: 'Vui lòng chọn dòng hàng cần chuyển tiền',
      tooMany: `Mỗi phiếu chuyển tiền tối đa ${MAX_REMITTANCE_LINES} dòng hàng`,
    }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.lines === undefined && body.note === undefined) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: REMITTANCE_NOTE_REQUIRED });
    }
  });
export type RemittanceBody = z.input<typeof remittanceBodySchema>;

export const remittanceCreateSchema = withRequestId(remittanceBodySchema);
export type RemittanceCreateBody = z.input<typeof remittanceCreateSchema>;
export type RemittanceCreateValues = z.output<typeof remittanceCreateSchema>;

/** POST /api/remittances/:id/void (admins, while not confirmed). */
export const remittanceVoidBodySchema = z.object({
  reason: requiredText('Lý do hủy phiếu chuyển tiền', { max: MAX_TEXT }),
});
export type RemittanceVoidBody = z.input<typeof remittanceVoidBodySchema>;

/**
 * GET /api/remittances: newest first, those the branch acted for sent (`side=out`), is to
 * receive (`in`) or both; by state.
 */
export const remittanceListQuerySchema = pageQuerySchema(
  REMITTANCES_PAGE_SIZE,
  REMITTANCES_MAX_LIMIT,
).extend({
  side: blankIsAny(
    z.enum(REMITTANCE_SIDES, { error: 'Chiều chuyển tiền không hợp lệ' }).optional(),
  ),
  state: blankIsAny(
    z.enum(REMITTANCE_STATES, { error: 'Trạng thái phiếu không hợp lệ' }).optional(),
  ),
});
export type RemittanceListFilters = z.output<typeof remittanceListQuerySchema>;

/** GET /api/remittances/lines?to_branch_id: what may be sent there now. */
export const remittableQuerySchema = z.object({ to_branch_id: requiredId('Chi nhánh nhận') });
export type RemittableQuery = z.output<typeof remittableQuerySchema>;

/** A line of thu hộ: the goods, sender, receiver, thu hộ, and the part sent (or to send). */
export const remittanceLineSchema = z.object({
  product_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  datetime: z.string(),
  sender: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  receiver: z.object({ id: z.number().int(), full_name: z.string() }),
  cod_amount: z.number().int(),
  amount: z.number().int(),
});
export type RemittanceLine = z.infer<typeof remittanceLineSchema>;

export const remittableSchema = z.object({
  lines: z.array(remittanceLineSchema),
  amount: replySum(),
});
export type Remittable = z.infer<typeof remittableSchema>;

const personSchema = z.object({ id: z.number().int(), fullname: z.string() });
const branchSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

/** GET /api/remittances/:id, the reply of each write, and a row of the list (without lines). */
export const remittanceSchema = z.object({
  id: z.number().int(),
  /** `CT-2611-0003` (remittanceNumber). */
  number: z.string(),
  state: z.enum(REMITTANCE_STATES),
  from_branch: branchSchema,
  to_branch: branchSchema,
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  note: z.string().nullable(),
  sent_at: z.string(),
  sent_by: personSchema.nullable(),
  confirmed_at: z.string().nullable(),
  confirmed_by: personSchema.nullable(),
  voided_at: z.string().nullable(),
  voided_by: personSchema.nullable(),
  void_reason: z.string().nullable(),
  /** In the reply of one remittance: the lines of thu hộ it carries. */
  lines: z.array(remittanceLineSchema).optional(),
});
export type Remittance = z.infer<typeof remittanceSchema>;

/** GET /api/remittances: a page; `pending_in` counts those waiting for this branch to confirm. */
export const remittanceListSchema = pageSchema(remittanceSchema).extend({
  pending_in: z.number().int(),
});
export type RemittanceList = z.infer<typeof remittanceListSchema>;
