import { z } from 'zod';

/** The spec's common limit for names and free text (spec 1 §5, §9). */
export const MAX_TEXT = 250;

/**
 * Half of a UTF-16 surrogate pair without its other half, which would be stored as `�`. With
 * the `u` flag a whole pair (an emoji) is one code point and does not match.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Whether a text holds a character that cannot be stored as sent: a NUL, which PostgreSQL
 * refuses in text (a 500 otherwise), or a lone surrogate.
 */
export function hasInvalidChar(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * The base of every text schema: a string whose characters can be stored as sent.
 * `typeMessage` is said when the value is no string at all (or missing).
 */
export function safeText(label: string, typeMessage: string) {
  return z
    .string({ error: typeMessage })
    .refine((v) => !hasInvalidChar(v), { error: `${label} chứa ký tự không hợp lệ`, abort: true });
}

type TextRule = { min?: number; max?: number; trim?: boolean };

/**
 * A required text field with the spec's limits and Vietnamese messages built from its label,
 * e.g. `requiredText('Tên đăng nhập', { min: 6 })`.
 */
export function requiredText(
  label: string,
  { min = 1, max = MAX_TEXT, trim = true }: TextRule = {},
) {
  const required = `Vui lòng nhập ${label.toLowerCase()}`;
  const base = safeText(label, required);
  const text = trim ? base.trim() : base;
  let rule = text.min(1, required);
  if (min > 1) rule = rule.min(min, `${label} phải có ít nhất ${min} ký tự`);
  return rule.max(max, `${label} không được vượt quá ${max} ký tự`);
}

/** An optional text field: empty or missing becomes `undefined`; otherwise the same limits. */
export function optionalText(label: string, rule: TextRule = {}) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    requiredText(label, rule).optional(),
  );
}

/** A text field that may stay empty: missing or null is `''`; trimmed, at most `max`. */
export function blankableText(label: string, max = MAX_TEXT) {
  return z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    safeText(label, `${label} không hợp lệ`)
      .trim()
      .max(max, `${label} không được vượt quá ${max} ký tự`),
  );
}

/** A required e-mail address, at most 250 characters. */
export function requiredEmail(label = 'Email') {
  const required = `Vui lòng nhập ${label.toLowerCase()}`;
  return safeText(label, required)
    .trim()
    .min(1, required)
    .max(MAX_TEXT, `${label} không được vượt quá ${MAX_TEXT} ký tự`)
    .pipe(z.email(`${label} không hợp lệ`));
}

/** An optional text filter of a query string: trimmed, empty means "any". */
export function textFilter() {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    safeText('Từ khóa', 'Từ khóa không hợp lệ')
      .trim()
      .max(MAX_TEXT, `Từ khóa không được vượt quá ${MAX_TEXT} ký tự`)
      .optional(),
  );
}
