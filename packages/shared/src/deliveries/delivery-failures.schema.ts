import { z } from 'zod';
import { lineIdsSchema } from '../payments/payments.schema';
import { requiredId } from '../validation/numbers';
import { MAX_TEXT, optionalText, requiredText } from '../validation/text-rules';
import { MAX_DELIVERY_GOODS } from './deliveries.rules';

/** `Không giao được` (docs/domain.md, "Handover"): a failed attempt and its reasons. */

export const FAILURE_REASON_MAX = 100;
export const FAILURE_REASON_TAKEN = 'Lý do này đã có trong danh sách';
export const FAILURE_REASON_NOT_FOUND = 'Không tìm thấy lý do không giao được';
export const FAILURE_REASON_INACTIVE = 'Lý do này không còn dùng, vui lòng chọn lý do khác';

/** A reason of the depot's list; `active: false` is kept for past attempts, offered no more. */
export const failureReasonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
});
export type FailureReason = z.infer<typeof failureReasonSchema>;

/** POST and PUT /delivery-failure-reasons (admins). */
export const failureReasonBodySchema = z.object({
  name: requiredText('Lý do', { max: FAILURE_REASON_MAX }),
  active: z.boolean({ error: 'Trạng thái phải là true hoặc false' }).default(true),
});

/** POST /deliveries/failed: the parcels not handed over, why, and a note. */
export const deliveryFailedBodySchema = z.object({
  goods: lineIdsSchema(MAX_DELIVERY_GOODS, {
    empty: 'Vui lòng chọn hàng không giao được',
    tooMany: `Mỗi lần tối đa ${MAX_DELIVERY_GOODS} kiện hàng`,
  }),
  reason_id: requiredId('Lý do'),
  note: optionalText('Ghi chú', { max: MAX_TEXT }),
});
export type DeliveryFailedBody = z.input<typeof deliveryFailedBodySchema>;

/** Its reply: each parcel's failed attempts so far. */
export const deliveryFailedSchema = z.object({
  attempts: z.array(z.object({ product_id: z.number().int(), attempts: z.number().int() })),
});
