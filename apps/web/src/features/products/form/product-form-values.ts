import type { FreightPayer } from '@depot/shared/products/sender-cod.rules';
import type { Product, ProductBody } from '@depot/shared/products/products.schema';
import type { ProductSuggestion } from '@depot/shared/products/products-suggest.schema';
import type { PriceType } from '@depot/shared/products/products.rules';
import type { DecimalValue } from '../../../components/decimal-input';
import { depotToday } from '@depot/shared/validation/dates';

/** What the form holds; numbers may be the typed text until their rule says what is wrong. */
export type ProductFormValues = {
  customer_id?: number;
  name?: string;
  price_type: PriceType;
  specification_id?: number | null;
  quantity?: DecimalValue;
  total_weight?: DecimalValue;
  price?: DecimalValue;
  is_total_money: boolean;
  is_paid: boolean;
  product_type?: string;
  /** `YYYY-MM-DD`, as the API carries it; the date picker shows DD-MM-YYYY. */
  datetime?: string;
  /** Not a field: set when a suggestion chip filled the form, sent with the line. */
  product_parent_id?: number | null;
  /** `Chi nhánh nhận` (only with branches); none on a new line: the server decides. */
  destination_branch_id?: number | null;
  /** `Người gửi`, a customer, optional; `Thu hộ`, đồng collected from the receiver for them. */
  sender_id?: number | null;
  cod_amount?: DecimalValue;
  /** Who pays the freight: `Người nhận trả` unless the sender pays at the counter. */
  freight_payer?: FreightPayer;
};

/** Fields whose server messages (400 `errors`) are shown under them. */
export const PRODUCT_FORM_FIELDS = [
  'customer_id',
  'name',
  'price_type',
  'specification_id',
  'quantity',
  'total_weight',
  'price',
  'is_total_money',
  'is_paid',
  'product_type',
  'datetime',
  'destination_branch_id',
  'sender_id',
  'cod_amount',
  'freight_payer',
] as const;

/**
 * What the same customer's next parcel keeps: one customer's goods share a day, a road and
 * usually a sender; what is collected for the sender is each parcel's own.
 */
const KEPT_FOR_SAME_CUSTOMER: readonly string[] = [
  'customer_id',
  'datetime',
  'destination_branch_id',
  'sender_id',
  'freight_payer',
];

/**
 * What `Thêm tiếp cho khách này` empties for the customer's next parcel (docs/domain.md): everything
 * but the customer, the receive date and where the goods go, and the chip's origin with the name.
 */
export const NEXT_PARCEL_FIELDS = [
  ...PRODUCT_FORM_FIELDS.filter((field) => !KEPT_FOR_SAME_CUSTOMER.includes(field)),
  'product_parent_id',
] as const;

/** A new line: priced by weight (spec 1 §9), not paid, received today (the depot's day). */
export function newProductValues(today: string = depotToday()): ProductFormValues {
  return {
    price_type: 'weight',
    is_total_money: false,
    is_paid: false,
    // The depot's day, whatever the browser's clock zone (docs/domain.md).
    datetime: today,
    product_parent_id: null,
  };
}

/** The update form's values from the saved line. */
export function productFormValuesOf(product: Product): ProductFormValues {
  return {
    customer_id: product.customer_id,
    name: product.name,
    price_type: product.price_type,
    specification_id: product.specification_id?.id ?? null,
    quantity: product.quantity,
    total_weight: product.total_weight,
    price: product.price,
    is_total_money: product.is_total_money,
    is_paid: product.is_paid,
    product_type: product.product_type ?? undefined,
    datetime: product.datetime,
    product_parent_id: product.product_parent_id,
    destination_branch_id: product.destination_branch_id,
    sender_id: product.sender?.id ?? null,
    cod_amount: product.cod_amount,
    freight_payer: product.freight_payer,
  };
}

/**
 * What a suggestion chip copies into the form (spec 1 §2 Suggestions): name, price, price type,
 * quantity, total weight, the total-money flag, note and specification; and which line it was.
 * The customer, the receive date and the paid box stay as they are.
 */
export function valuesFromSuggestion(s: ProductSuggestion): Partial<ProductFormValues> {
  return {
    name: s.name,
    price: s.price,
    price_type: s.price_type,
    quantity: s.quantity,
    total_weight: s.total_weight,
    is_total_money: s.is_total_money,
    product_type: s.product_type ?? undefined,
    specification_id: s.specification_id?.id ?? null,
    product_parent_id: s.id,
  };
}

/** A number the form holds, or 0 while it holds none (for the live amount only). */
export function numberOr0(value: DecimalValue): number {
  return typeof value === 'number' ? value : 0;
}

/**
 * What POST and PUT /products take. The rules passed before this is called, so the numbers are
 * numbers; the server checks everything again. A package line has no specification.
 */
export function toProductBody(values: ProductFormValues, suffix?: string | null): ProductBody {
  const body: ProductBody = {
    customer_id: values.customer_id ?? 0,
    name: values.name ?? '',
    price_type: values.price_type,
    specification_id: values.price_type === 'package' ? null : (values.specification_id ?? null),
    quantity: values.quantity,
    total_weight: values.total_weight,
    price: values.price,
    is_total_money: values.is_total_money,
    is_paid: values.is_paid,
    product_type: values.product_type?.trim() ? values.product_type : undefined,
    datetime: values.datetime ?? '',
    product_parent_id: values.product_parent_id ?? null,
    suffix: suffix ?? undefined,
    // Absent when the field is (one branch) or left to the server; an edit sends what it shows.
    destination_branch_id: values.destination_branch_id ?? undefined,
    sender_id: values.sender_id ?? null,
    cod_amount: numberOr0(values.cod_amount),
    freight_payer: values.freight_payer ?? 'receiver',
  };
  // Spec 1 §4: sent without undefined and null fields.
  return Object.fromEntries(
    Object.entries(body).filter(([, v]) => v !== undefined && v !== null),
  ) as ProductBody;
}
