import { z } from 'zod';

/** The largest amount of money accepted, in đồng (1 000 tỷ): far below 2^53. */
export const MAX_MONEY = 1_000_000_000_000;
/** The largest weight accepted, in kg. */
export const MAX_WEIGHT_KG = 1_000_000_000;

/** A required id of a referenced row (a select in a form). */
export function requiredId(label: string) {
  const required = `Vui lòng chọn ${label.toLowerCase()}`;
  return z.coerce.number({ error: required }).int(`${label} không hợp lệ`).positive(required);
}

/** An optional id filter of a query string: empty means "any"; anything else must be an id. */
export function optionalIdFilter(label = 'Mã') {
  const invalid = `${label} không hợp lệ`;
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: invalid }).int(invalid).positive(invalid).optional(),
  );
}

/**
 * Money in whole đồng, 0 or more. A numeric string is read as its number (query strings, form
 * text); anything else must already be a number: z.coerce would take `true` as 1 đồng and
 * `[]` as 0.
 */
export function money(label: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === ''
            ? `Vui lòng nhập ${label.toLowerCase()}`
            : `${label} phải là một số`,
      })
      .int(`${label} phải là số nguyên đồng`)
      .min(0, `${label} không được âm`)
      .max(MAX_MONEY, `${label} vượt quá giới hạn cho phép`),
  );
}

/** Weight in kg, up to two decimals. */
export function weightKg(label: string, { positive = false } = {}) {
  const base = z.coerce
    .number({ error: `Vui lòng nhập ${label.toLowerCase()}` })
    .max(MAX_WEIGHT_KG, `${label} vượt quá giới hạn cho phép`)
    .refine(
      (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
      `${label} chỉ có tối đa 2 chữ số thập phân`,
    );
  return positive
    ? base.refine((v) => v > 0, `${label} phải lớn hơn 0`)
    : base.refine((v) => v >= 0, `${label} không được âm`);
}

/** An optional text filter of a query string: trimmed, empty means "any". */
export function textFilter() {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(250, 'Từ khóa không được vượt quá 250 ký tự').optional(),
  );
}
