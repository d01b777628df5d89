import { z } from 'zod';
import { withRequestId } from '../api/request-id';
import { PHONE_PATTERN } from '../customers/customers.schema';
import { PAYMENT_PURPOSES } from '../cash-book/cash-book.rules';
import { PAYMENT_METHODS } from '../payments/payments.rules';
import { lineIdsSchema, paymentMethod } from '../payments/payments.schema';
import { money } from '../validation/numbers';
import { MAX_TEXT, optionalText, requiredText } from '../validation/text-rules';
import {
  DELIVERY_BY_REQUIRED,
  DELIVERY_MODES,
  DELIVERY_PHOTO_INVALID,
  DELIVERY_SIGNATURE_INVALID,
  MAX_DELIVERY_GOODS,
  MAX_PHOTO_BYTES,
  MAX_SIGNATURE_BYTES,
} from './deliveries.rules';

/** Requests and replies of /api/deliveries (`Giao hàng`, docs/domain.md "Handover"). */

/** The base64 characters of `bytes` bytes. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/**
 * An image sent inline as a data URL, of one type only, recognised by its first bytes (a JPEG
 * starts FF D8 FF: `/9j/` in base64; a PNG 89 50 4E 47 0D 0A 1A 0A: `iVBORw0KGgo`).
 */
function inlineImage(prefix: string, maxBytes: number, message: string) {
  const pattern = new RegExp(`^${prefix}[A-Za-z0-9+/]*={0,2}$`);
  return z
    .string({ error: message })
    .max(prefix.length + base64Length(maxBytes), message)
    .regex(pattern, message)
    .nullish()
    .transform((v) => v ?? null);
}

export const JPEG_DATA_URL = 'data:image/jpeg;base64,/9j/';
export const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgo';

/**
 * POST /api/deliveries without its request id: the parcels of one receiver handed over, who took
 * them, how, and, with `collect`, the money the receiver owes on them taken in the same step (its
 * `amount` is what the clerk saw: a sum changed meanwhile is refused, not collected).
 */
export const deliveryBodySchema = z
  .object({
    goods: lineIdsSchema(MAX_DELIVERY_GOODS, {
      empty: 'Vui lòng chọn hàng cần giao',
      tooMany: `Mỗi lần giao tối đa ${MAX_DELIVERY_GOODS} kiện hàng`,
    }),
    receiver_name: requiredText('Người nhận hàng'),
    receiver_phone: requiredText('Số điện thoại người nhận', { min: 6 }).regex(
      PHONE_PATTERN,
      'Số điện thoại chỉ gồm chữ số',
    ),
    mode: z.enum(DELIVERY_MODES, { error: 'Cách giao không hợp lệ' }).default('pickup'),
    delivered_by: optionalText('Người giao hàng', { max: MAX_TEXT }),
    note: optionalText('Ghi chú', { max: MAX_TEXT }),
    photo: inlineImage(JPEG_DATA_URL, MAX_PHOTO_BYTES, DELIVERY_PHOTO_INVALID),
    signature: inlineImage(PNG_DATA_URL, MAX_SIGNATURE_BYTES, DELIVERY_SIGNATURE_INVALID),
    collect: z
      .object({ amount: money('Số tiền thu'), method: paymentMethod.default('cash') })
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((body, ctx) => {
    if (body.mode === 'door' && !body.delivered_by) {
      ctx.addIssue({ code: 'custom', path: ['delivered_by'], message: DELIVERY_BY_REQUIRED });
    }
  });
export type DeliveryBody = z.input<typeof deliveryBodySchema>;

export const deliveryCreateSchema = withRequestId(deliveryBodySchema);
export type DeliveryCreateBody = z.input<typeof deliveryCreateSchema>;
export type DeliveryCreateValues = z.output<typeof deliveryCreateSchema>;

/** POST /api/deliveries/:id/void: a handover made by mistake, undone with a reason (admins). */
export const deliveryVoidBodySchema = z.object({
  reason: requiredText('Lý do hủy phiếu giao', { max: MAX_TEXT }),
});

const personSchema = z.object({ id: z.number().int(), fullname: z.string() });

/** GET /api/deliveries/:id and the reply of POST: the handover slip's content. */
export const deliverySchema = z.object({
  id: z.number().int(),
  /** `GH-2611-0007`: numbered per month as receipts are. */
  number: z.string(),
  customer: z.object({ id: z.number().int(), full_name: z.string(), phone: z.string() }),
  receiver_name: z.string(),
  receiver_phone: z.string(),
  mode: z.enum(DELIVERY_MODES),
  delivered_by: z.string().nullable(),
  note: z.string().nullable(),
  has_photo: z.boolean(),
  has_signature: z.boolean(),
  branch: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  /** ISO timestamp of the handover. */
  delivered_at: z.string(),
  created_by: personSchema.nullable(),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  goods: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      total_weight: z.number(),
    }),
  ),
  /** The payments taken in the same step (freight, thu hộ), by number. */
  payments: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      amount: z.number().int(),
      method: z.enum(PAYMENT_METHODS),
      purpose: z.enum(PAYMENT_PURPOSES),
    }),
  ),
});
export type Delivery = z.infer<typeof deliverySchema>;
