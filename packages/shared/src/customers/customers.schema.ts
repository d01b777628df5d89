import { z } from 'zod';
import { pageQuerySchema, queryBoolean } from '../api/envelope';
import { withRequestId } from '../api/request-id';
import { locationSchema } from '../locations/locations.schema';
import { money, optionalIdFilter, replySum, requiredId } from '../validation/numbers';
import { blankableText, requiredText, textFilter } from '../validation/text-rules';

/** Page sizes of the customer list (spec 1 §9, DESIGN.md decision 5). */
export const CUSTOMER_PAGE_SIZES = [15, 30, 50, 80, 100] as const;
export const CUSTOMER_PAGE_SIZE = 50;

/** A phone as stored: digits, with an optional leading `+` of an international number. */
export const PHONE_PATTERN = /^\+?\d+$/;

/** Spec 1 §5: full name ≤ 250 trimmed; phone 6–250 digits; province, district, ward required. */
export const customerFields = {
  full_name: requiredText('Họ và tên'),
  phone: requiredText('Số điện thoại', { min: 6 }).regex(
    PHONE_PATTERN,
    'Số điện thoại chỉ gồm chữ số',
  ),
  number_house: blankableText('Số nhà'),
  province_id: requiredId('Tỉnh/thành'),
  district_id: requiredId('Quận/huyện'),
  ward_id: requiredId('Phường/xã'),
  debt: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    money('Công nợ đầu kỳ'),
  ),
};

/** POST and PUT /customers take the same fields. */
export const customerBodySchema = z.object(customerFields);
export type CustomerBody = z.input<typeof customerBodySchema>;

/** POST /customers: the body, and the form's `request_id` that makes a resend record once. */
export const customerCreateSchema = withRequestId(customerBodySchema);
export type CustomerCreateBody = z.input<typeof customerCreateSchema>;

export const customerListQuerySchema = pageQuerySchema(CUSTOMER_PAGE_SIZE).extend({
  /** Whether each row carries its outstanding debt (DESIGN.md decision 5). */
  has_debt: queryBoolean('Tùy chọn kèm công nợ').default(true),
  /**
   * The pickers' one search box: a name without accents (contains, as `full_name`) or a phone
   * (the stored number starts with it, grouped or not; see phoneSearchKey).
   */
  q: textFilter(),
  full_name: textFilter(),
  phone: textFilter(),
  number_house: textFilter(),
  province_id: optionalIdFilter('Tỉnh/thành'),
  district_id: optionalIdFilter('Quận/huyện'),
  ward_id: optionalIdFilter('Phường/xã'),
});

/**
 * A customer's name, phone and address as other replies carry it (goods, statements, receipts):
 * location fields are `{id, name, type}` as the spec names them.
 */
export const customerAddressSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  phone: z.string(),
  number_house: z.string(),
  province_id: locationSchema,
  district_id: locationSchema,
  ward_id: locationSchema,
});

/** A customer as read. */
export const customerSchema = customerAddressSchema.extend({
  /** Opening balance in đồng. */
  debt: z.number().int(),
  /** Opening balance + unpaid goods (DESIGN.md decision 6); null when has_debt=false. */
  outstanding_debt: replySum().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;
