import { z } from 'zod';
import { customerMoneyFieldsOrNull } from '../payments/line-money.schema';
import { pageQuerySchema, pageSchema, queryBoolean } from '../api/envelope';
import { withRequestId } from '../api/request-id';
import {
  NEW_ADDRESS_VERSION,
  OLD_ADDRESS_VERSION,
  addressVersionSchema,
  conversionCandidateSchema,
  locationSchema,
  optionalAddressVersion,
} from '../locations/locations.schema';
import { money, optionalIdFilter, requiredId } from '../validation/numbers';
import { blankableText, requiredText, textFilter } from '../validation/text-rules';

/** Page sizes of the customer list (spec 1 §9, docs/domain.md). */
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

/** The 400 of a district sent with an address of the 2025 list, which has none. */
export const NEW_ADDRESS_HAS_NO_DISTRICT =
  'Địa chỉ theo danh mục mới (từ 01-07-2025) không có quận/huyện';

/**
 * POST and PUT /customers take the same fields. `address_version` absent or 1: the spec's
 * province, district and ward of the old list; 2025: province and ward of the 2025 list, no
 * district (docs/decisions/0010-addresses-2025.md). The check runs even when other fields are wrong, so the
 * form shows every message at once.
 */
export const customerBodySchema = z
  .object({
    ...customerFields,
    address_version: optionalAddressVersion().transform((v) => v ?? OLD_ADDRESS_VERSION),
    // 0 is a select's "not chosen", as for requiredId.
    district_id: z.preprocess((v) => (v === 0 ? undefined : v), optionalIdFilter('Quận/huyện')),
  })
  .superRefine(
    (body, ctx) => {
      // Runs on a partly parsed body too: an unknown version has its own message.
      const version: unknown = body.address_version;
      if (version !== OLD_ADDRESS_VERSION && version !== NEW_ADDRESS_VERSION) return;
      const isNew = version === NEW_ADDRESS_VERSION;
      if (isNew && body.district_id !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['district_id'],
          message: NEW_ADDRESS_HAS_NO_DISTRICT,
        });
      } else if (!isNew && body.district_id === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['district_id'],
          message: 'Vui lòng chọn quận/huyện',
        });
      }
    },
    { when: () => true },
  );
export type CustomerBody = z.input<typeof customerBodySchema>;

/** POST /customers: the body, and the form's `request_id` that makes a resend record once. */
export const customerCreateSchema = withRequestId(customerBodySchema);
export type CustomerCreateBody = z.input<typeof customerCreateSchema>;

export const customerListQuerySchema = pageQuerySchema(CUSTOMER_PAGE_SIZE).extend({
  /** Whether each row carries its outstanding debt (docs/domain.md). */
  has_debt: queryBoolean('Tùy chọn kèm công nợ').default(true),
  /** Only customers with credit (Tiền khách gửi trước). */
  has_credit: queryBoolean('Lọc khách có tiền gửi trước').optional(),
  /**
   * The pickers' one search box: a name without accents (contains, as `full_name`) or a phone
   * (the stored number starts with it, grouped or not; see phoneSearchKey).
   */
  q: textFilter(),
  full_name: textFilter(),
  phone: textFilter(),
  number_house: textFilter(),
  /** Of the list `address_version` names (default 1, the old list); finds both kinds. */
  province_id: optionalIdFilter('Tỉnh/thành'),
  district_id: optionalIdFilter('Quận/huyện'),
  ward_id: optionalIdFilter('Phường/xã'),
  address_version: optionalAddressVersion(),
});

/** An old address (province → district → ward), as kept on a customer after its conversion. */
export const oldAddressSchema = z.object({
  province_id: locationSchema,
  district_id: locationSchema,
  ward_id: locationSchema,
});
export type OldAddress = z.infer<typeof oldAddressSchema>;

/**
 * A customer's name, phone and address as other replies carry it (goods, statements, receipts):
 * location fields are `{id, name, type}` as the spec names them, of the customer's current
 * address, of the list `address_version` names (`district_id` null for a 2025 address).
 * `old_address`: the old address a conversion replaced, kept readable; null otherwise.
 */
export const customerAddressSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  phone: z.string(),
  number_house: z.string(),
  province_id: locationSchema,
  district_id: locationSchema.nullable(),
  ward_id: locationSchema,
  address_version: addressVersionSchema,
  old_address: oldAddressSchema.nullable(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/** A customer as read. */
export const customerSchema = customerAddressSchema.extend({
  /** Opening balance in đồng. */
  debt: z.number().int(),
  /**
   * customerMoney(): the opening debt as a line, what the goods still owe, credit and the
   * outstanding debt; each null when has_debt=false.
   */
  ...customerMoneyFieldsOrNull,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** GET /customers/address-conversion: a page of the customers a person must convert. */
export const CONVERSION_PAGE_SIZE = 20;
export const conversionQuerySchema = pageQuerySchema(CONVERSION_PAGE_SIZE);

/** A customer whose old ward did not go whole into one new ward, and the wards to pick from. */
export const uncertainConversionSchema = z.object({
  customer: customerAddressSchema,
  candidates: z.array(conversionCandidateSchema),
});
export type UncertainConversion = z.infer<typeof uncertainConversionSchema>;

/**
 * How far the depot's customers are converted: how many still have an old address, how many of
 * those convert with certainty (the bulk step), and a page of the others.
 */
export const conversionStatusSchema = z.object({
  old_count: z.number().int(),
  certain_count: z.number().int(),
  uncertain: pageSchema(uncertainConversionSchema),
});
export type ConversionStatus = z.infer<typeof conversionStatusSchema>;

/** POST /customers/address-conversion: how many customers the bulk step converted. */
export const bulkConversionSchema = z.object({ converted: z.number().int() });

/**
 * POST /customers/:id/address-conversion: the new ward (of the 2025 list) a person picked: one
 * of the customer's candidates, or with `any_ward: true` any ward of the list (the person
 * knows better than the mapping, e.g. the customer said so).
 */
export const customerConversionSchema = z.object({
  ward_id: requiredId('Phường/xã'),
  any_ward: z.boolean({ error: 'Tùy chọn phường/xã bất kỳ không hợp lệ' }).optional(),
});

/** The 400 of a picked ward that is none of the customer's candidates. */
export const NOT_A_CANDIDATE =
  'Phường/xã đã chọn không nằm trong các phường/xã mà địa chỉ cũ chuyển vào';
/** The 409 of converting a customer whose address is already of the 2025 list. */
export const ALREADY_CONVERTED = 'Khách hàng đã có địa chỉ theo danh mục mới';
