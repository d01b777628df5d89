import { z } from 'zod';

/** The spec's common limit for names and free text (spec 1 §5, §9). */
export const MAX_TEXT = 250;

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
  const base = z.string({ error: required });
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

/** A required e-mail address, at most 250 characters. */
export function requiredEmail(label = 'Email') {
  const required = `Vui lòng nhập ${label.toLowerCase()}`;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(MAX_TEXT, `${label} không được vượt quá ${MAX_TEXT} ký tự`)
    .pipe(z.email(`${label} không hợp lệ`));
}
