import { z } from 'zod';
import { lineIdsSchema } from '../payments/payments.schema';
import { money } from '../validation/numbers';
import { MAX_TEXT, optionalText } from '../validation/text-rules';
import { MAX_DELIVERY_GOODS } from './deliveries.rules';

/** `Hoàn hàng` (docs/domain.md, "Handover"): parcels sent back to their sender. */

export const RETURN_NO_SENDER = (code: string) =>
  `Hàng ${code} không có người gửi, không biết hoàn cho ai`;
export const RETURNED_ALREADY = (code: string) => `Hàng ${code} đã được hoàn`;
/** The return line's name: what it carries back. */
export const returnGoodsName = (name: string) => `Hoàn: ${name}`.slice(0, 250);

/** POST /returns: the parcels, the freight of each one's way back (whole đồng), a note. */
export const returnBodySchema = z.object({
  goods: lineIdsSchema(MAX_DELIVERY_GOODS, {
    empty: 'Vui lòng chọn hàng cần hoàn',
    tooMany: `Mỗi lần hoàn tối đa ${MAX_DELIVERY_GOODS} kiện hàng`,
  }),
  freight: money('Cước hoàn hàng'),
  note: optionalText('Ghi chú', { max: MAX_TEXT }),
});
export type ReturnBody = z.input<typeof returnBodySchema>;

/** Its reply: each parcel and the goods line that carries it back, by code. */
export const returnsSchema = z.object({
  returns: z.array(
    z.object({
      product_id: z.number().int(),
      return_product_id: z.number().int(),
      return_code: z.string(),
    }),
  ),
});
export type Returns = z.infer<typeof returnsSchema>;
