import { z } from 'zod';
import { optionalText, requiredText } from '../validation/text-rules';
import { productFields, productLineRules, withoutPackageSpecification } from './products.schema';

// The edits of a goods line (PUT and PATCH /products/:id), apart from the create's body.

/**
 * Why a line with money collected, or on a live vehicle list (whose receipt may be printed), has
 * its amount or customer changed (docs/decisions/0001-payments-are-records.md): asked by the form's confirmation, kept in the trail.
 * Optional in the body; the server answers 409 `reason_required` when such an edit has none.
 */
export const editReasonSchema = optionalText('Lý do sửa');
/** The same rule where the reason must be given: the form's confirmation field. */
export const requiredEditReasonSchema = requiredText('Lý do sửa');

/**
 * PUT /products/:id: POST's body, and the `reason` an edit of a paid or loaded line needs. Its
 * `is_paid` has no default: left out, the line keeps its paid state, since a default of false
 * would void what was collected. Money changes by payments or the paid toggle, never by a default.
 */
export const productUpdateSchema = z
  .object({
    ...productFields,
    is_paid: productFields.is_paid.removeDefault().optional(),
    reason: editReasonSchema,
  })
  .superRefine(productLineRules)
  .transform(withoutPackageSpecification);
export type ProductUpdateBody = z.input<typeof productUpdateSchema>;
export type ProductUpdateValues = z.output<typeof productUpdateSchema>;

/**
 * PATCH /products/:id: any of the fields, at least one (`{is_paid: true}` marks a line paid),
 * and `reason` as on PUT. The merged line is checked against productBodySchema by the service: a
 * price alone cannot tell whether the line's amount stays within MAX_LINE_AMOUNT, the stored
 * quantity or weight can.
 */
export const productPatchSchema = z
  .object({
    ...productFields,
    // Without their defaults: a field left out of a PATCH keeps its stored value, so
    // `{is_paid: true}` must not read as "and weight pricing, not a lump sum".
    price_type: productFields.price_type.removeDefault(),
    is_total_money: productFields.is_total_money.removeDefault(),
    is_paid: productFields.is_paid.removeDefault(),
    cod_amount: productFields.cod_amount.removeDefault(),
    freight_payer: productFields.freight_payer.removeDefault(),
  })
  .partial()
  .extend({ reason: editReasonSchema })
  .refine(
    (v) => Object.entries(v).some(([k, x]) => k !== 'reason' && x !== undefined),
    'Không có thông tin cần cập nhật',
  );

/**
 * The `data` of PUT/PATCH /products/:id's 409 when an edit of a line with money collected or on
 * a live vehicle list changes its amount or customer without a reason: what the confirmation
 * tells the clerk (money collected stays; the difference becomes debt or credit).
 */
export const productEditConflictSchema = z.object({
  reason_required: z.literal(true),
  paid_amount: z.number().int(),
  amount_before: z.number().int(),
  amount_after: z.number().int(),
});
export type ProductEditConflict = z.infer<typeof productEditConflictSchema>;
