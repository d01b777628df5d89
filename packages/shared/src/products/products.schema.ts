import { z } from 'zod';
import { lineMoneyFields } from '../payments/line-money.schema';
import { pageQuerySchema, queryBoolean } from '../api/envelope';
import { withRequestId } from '../api/request-id';
import { customerAddressSchema } from '../customers/customers.schema';
import { optionalAddressVersion } from '../locations/locations.schema';
import { isoDate, optionalIsoDate } from '../validation/dates';
import {
  idNumber,
  money,
  optionalIdFilter,
  optionalNumberFilter,
  replySum,
  requiredId,
  weightKg,
  wholeCount,
} from '../validation/numbers';
import { optionalText, requiredText, textFilter } from '../validation/text-rules';
import { LINE_AMOUNT_TOO_LARGE, lineAmountWithinCap, PRICE_TYPES } from './products.rules';
import {
  COD_TOO_LARGE,
  FREIGHT_PAYERS,
  MAX_COD_AMOUNT,
  senderErrors,
  type FreightPayer,
} from './sender-cod.rules';
import { locationGroups } from './location-groups';

/** Page sizes of the goods list (spec 1 §9). */
export const PRODUCT_PAGE_SIZES = [15, 30, 60, 80, 100] as const;
export const PRODUCT_PAGE_SIZE = 60;
/**
 * The goods list counts its matches up to this many (its reply's `total` then means "at least
 * this many"): counting further through 500 000 goods cost more than the page itself.
 */
export const PRODUCT_COUNT_CAP = 1_000;

/** Operators of the number filters (spec 1 §9); `>=` when none is given. */
export const NUMBER_OPERATORS = ['>', '>=', '=', '<', '<='] as const;
export type NumberOperator = (typeof NUMBER_OPERATORS)[number];
export const DEFAULT_NUMBER_OPERATOR: NumberOperator = '>=';

/** The message when a pickup has no goods (spec 1 §5, §8). */
export const EMPTY_PICKUP_MESSAGE = 'Chọn mặt hàng cần đưa lên xe!';
export const SPECIFICATION_REQUIRED = 'Vui lòng chọn quy cách';

const boolField = (label: string) =>
  z.boolean({ error: `${label} phải là true hoặc false` }).default(false);

/** A nullable id a form may leave empty (`''`, null, 0 mean "none"). */
const nullableId = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined || v === 0 ? null : v),
    idNumber(`${label} không hợp lệ`).nullable(),
  );

/** A branch a form may leave out (undefined, `''`, null or 0: the default). */
const optionalBranchId = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === 0 ? undefined : v),
    idNumber(`${label} không hợp lệ`).optional(),
  );

/**
 * Where goods are on the road between branches (docs/domain.md, "Branches"): at the branch that
 * received them, on a vehicle not yet left, on the road, arrived at the other branch, or not
 * found when the vehicle was unloaded, or given up by an admin (`written_off`). `status` stays
 * "on a vehicle or not".
 */
export const PRODUCT_STAGES = [
  'received',
  'loaded',
  'in_transit',
  'arrived',
  'missing',
  'written_off',
  'delivered',
  'returned',
] as const;
export type ProductStage = (typeof PRODUCT_STAGES)[number];

/** Spec 1 §5: the fields of POST and PUT /products, each with its own rule. */
export const productFields = {
  customer_id: requiredId('Khách hàng'),
  name: requiredText('Tên hàng'),
  price_type: z.enum(PRICE_TYPES, { error: 'Vui lòng chọn cách tính giá' }).default('weight'),
  /** Required unless the price type is package; package pricing has none (shown `Kiện`). */
  specification_id: nullableId('Quy cách'),
  quantity: wholeCount('Số lượng'),
  total_weight: weightKg('Trọng lượng'),
  /** In đồng: per kg, per package, or the total when is_total_money. */
  price: money('Đơn giá'),
  is_total_money: boolField('Tổng tiền'),
  is_paid: boolField('Đã thanh toán'),
  /** The note. */
  product_type: optionalText('Ghi chú'),
  /** Receive date; its year and month give the product code. */
  datetime: isoDate('Ngày nhận hàng'),
  /** Set when the form was filled from an earlier product (a suggestion chip). */
  product_parent_id: nullableId('Hàng gốc'),
  /** Optional code suffix: `2611-0042-A`. */
  suffix: optionalText('Hậu tố mã', { max: 20 }),
  /**
   * `Chi nhánh nhận`, the branch the goods go to (docs/domain.md, "Branches"). Left out: on a
   * new line, the branch serving the customer's province, else the branch that receives them;
   * on an edit, unchanged.
   */
  destination_branch_id: optionalBranchId('Chi nhánh nhận'),
  /** `Người gửi`: a customer of the depot, optional (docs/payments.md, "Sender and thu hộ"). */
  sender_id: nullableId('Người gửi'),
  /** `Thu hộ`: whole đồng the depot collects from the receiver for the sender; 0 by default. */
  cod_amount: money('Thu hộ')
    .refine((v) => v <= MAX_COD_AMOUNT, COD_TOO_LARGE)
    .default(0),
  /** Who pays the freight: `Người nhận trả` (the default) or `Người gửi trả`, which needs a sender. */
  freight_payer: z
    .enum(FREIGHT_PAYERS, { error: 'Vui lòng chọn người trả cước' })
    .default('receiver'),
};

type SpecCheck = { price_type?: string; specification_id?: number | null };

/** Specification required unless package pricing, which never keeps one. */
function specificationRule<T extends SpecCheck>(value: T, ctx: z.RefinementCtx): void {
  if (value.price_type !== 'package' && !value.specification_id) {
    ctx.addIssue({ code: 'custom', path: ['specification_id'], message: SPECIFICATION_REQUIRED });
  }
}

type AmountCheck = Parameters<typeof lineAmountWithinCap>[0];

/**
 * The line's amount within MAX_LINE_AMOUNT, the message on the price (the form shows the amount
 * just below it). PATCH reaches it too: the service parses the merged line with this schema.
 */
function lineAmountRule(value: AmountCheck, ctx: z.RefinementCtx): void {
  if (!lineAmountWithinCap(value)) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: LINE_AMOUNT_TOO_LARGE });
  }
}

type SenderCheck = {
  customer_id: number;
  sender_id: number | null;
  freight_payer?: FreightPayer;
};

/** A sender is never the receiver, and a paying sender is named (senderErrors). */
function senderRule(value: SenderCheck, ctx: z.RefinementCtx): void {
  for (const [field, message] of Object.entries(senderErrors(value))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/**
 * The rules of a whole line (specificationRule, lineAmountRule, senderRule), for POST's body
 * and PUT's, which differs only in `is_paid` (productUpdateSchema in products-edit.schema.ts).
 */
export function productLineRules(
  value: SpecCheck & AmountCheck & SenderCheck,
  ctx: z.RefinementCtx,
): void {
  specificationRule(value, ctx);
  lineAmountRule(value, ctx);
  senderRule(value, ctx);
}

/** A package line keeps no specification (shown `Kiện`). */
export const withoutPackageSpecification = <T extends SpecCheck>(v: T): T =>
  v.price_type === 'package' ? { ...v, specification_id: null } : v;

/**
 * POST /products, and the whole line a PATCH merges into. A package line's specification is
 * dropped (fixed as `Kiện`). The line's amount is capped (lineAmountRule).
 */
export const productBodySchema = z
  .object(productFields)
  .superRefine(productLineRules)
  .transform(withoutPackageSpecification);
export type ProductBody = z.input<typeof productBodySchema>;
export type ProductValues = z.output<typeof productBodySchema>;

/** POST /products: the body, and the form's `request_id` that makes a resend record once. */
export const productCreateSchema = withRequestId(productBodySchema);
export type ProductCreateBody = z.input<typeof productCreateSchema>;

const numberFilter = (label: string) => ({
  value: optionalNumberFilter(label),
  op: z
    .enum(NUMBER_OPERATORS, { error: `Phép so sánh của ${label.toLowerCase()} không hợp lệ` })
    .default(DEFAULT_NUMBER_OPERATOR),
});
const price = numberFilter('Đơn giá');
const quantity = numberFilter('Số lượng');
const weight = numberFilter('Trọng lượng');
const amount = numberFilter('Thành tiền');

/** GET /products and GET /products/count (API.md, Goods). */
export const productListQuerySchema = pageQuerySchema(PRODUCT_PAGE_SIZE)
  .extend({
    /** Customer name, accent-insensitive. */
    customer: textFilter(),
    customer_id: optionalIdFilter('Khách hàng'),
    /** Goods name, accent-insensitive. */
    name: textFilter(),
    /** The note, accent-insensitive. */
    product_type: textFilter(),
    /** The code as printed, `2611-0042`, or its beginning. */
    code: textFilter(),
    /** false = only goods not yet on a vehicle. */
    status: queryBoolean('Trạng thái lên xe').optional(),
    is_paid: queryBoolean('Trạng thái thanh toán').optional(),
    date_from: optionalIsoDate('Từ ngày'),
    date_to: optionalIsoDate('Đến ngày'),
    price: price.value,
    price_op: price.op,
    quantity: quantity.value,
    quantity_op: quantity.op,
    total_weight: weight.value,
    total_weight_op: weight.op,
    amount: amount.value,
    amount_op: amount.op,
    province_id: optionalIdFilter('Tỉnh/thành'),
    district_id: optionalIdFilter('Quận/huyện'),
    ward_id: optionalIdFilter('Phường/xã'),
    /** The list province_id and ward_id are of (default 1, the old list); finds both kinds. */
    address_version: optionalAddressVersion(),
    /** Repeatable address groups `province.district.ward`; a line matches any of them. */
    location: locationGroups,
    /** The branch that received the goods, or the one they go to. */
    origin_branch_id: optionalIdFilter('Chi nhánh gửi'),
    destination_branch_id: optionalIdFilter('Chi nhánh nhận'),
    stage: z.enum(PRODUCT_STAGES, { error: 'Giai đoạn không hợp lệ' }).optional(),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    path: ['date_to'],
    message: 'Đến ngày không được trước từ ngày',
  });
export type ProductListFilters = z.output<typeof productListQuerySchema>;

/** Where loaded goods are: the vehicle and departure date of their live trip. */
export const productTripSchema = z.object({
  trip_id: z.number().int(),
  car_id: z.number().int(),
  number_car: z.string(),
  datetime_from: z.string(),
});

/** A goods line as read (spec 1 §3 Product), with its `code` and line `amount`. */
export const productSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  customer_id: z.number().int(),
  customer: customerAddressSchema,
  name: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  total_weight: z.number(),
  price_type: z.enum(PRICE_TYPES),
  is_total_money: z.boolean(),
  specification_id: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  is_paid: z.boolean(),
  /** true while on a vehicle. */
  status: z.boolean(),
  trip: productTripSchema.nullable(),
  datetime: z.string(),
  product_type: z.string().nullable(),
  product_parent_id: z.number().int().nullable(),
  year_create: z.number().int(),
  month_create: z.number().int(),
  order: z.number().int(),
  suffix: z.string().nullable(),
  /** The branch that received the goods and the one they go to. */
  origin_branch_id: z.number().int(),
  destination_branch_id: z.number().int(),
  /** Who sent the goods, a customer (docs/payments.md, "Sender and thu hộ"). */
  sender: z.object({ id: z.number().int(), full_name: z.string(), phone: z.string() }).nullable(),
  /** `Thu hộ`: đồng to collect from the receiver for the sender, collected, and still due. */
  /** Who pays the freight; the payer owes it (docs/payments.md, "Who pays the freight"). */
  freight_payer: z.enum(FREIGHT_PAYERS),
  cod_amount: z.number().int(),
  cod_collected: z.number().int(),
  cod_due: z.number().int(),
  stage: z.enum(PRODUCT_STAGES),
  /** When it was scanned off at the branch it goes to: `Hàng chờ giao` counts its age from it. */
  arrived_at: z.string().nullable(),
  /** lineAmount() of the line, in đồng. */
  amount: z.number().int(),
  /** lineMoney(): what was collected of the amount, what is still due, and the state. */
  ...lineMoneyFields,
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * The token of its public tracking link (`/tra-cuu/<token>`, docs/domain.md "Tracking"), for
   * its label's QR code: in GET /products/:id only.
   */
  track_token: z.string().optional(),
});
export type Product = z.infer<typeof productSchema>;

/** GET /products/count: what the filters match. */
export const productCountSchema = z.object({
  count: z.number().int(),
  quantity: replySum(),
  total_weight: replySum(),
  amount: replySum(),
});
export type ProductCount = z.infer<typeof productCountSchema>;

/** One row of the money trail (GET /products/:id/history). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), username: z.string(), fullname: z.string() }).nullable(),
  entity: z.string(),
  entity_id: z.number().int(),
  /** create, update, paid, unpaid, load, unload, delete, archive, restore… */
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
