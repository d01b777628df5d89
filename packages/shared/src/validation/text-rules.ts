import { z } from 'zod';
import { INVISIBLE_TEXT_MESSAGE, isInvisibleText, stripBidiControls } from '../text/visible-text';

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

type TextRule = {
  min?: number;
  max?: number;
  /**
   * false for a secret kept exactly as typed (a password): no trim, and no rule on what it
   * shows, since nobody reads it and the same keys must sign in again.
   */
  trim?: boolean;
};

/** Zero-width characters that mean nothing at either end of a name (copied from chat apps). */
const EDGE_INVISIBLES = /^[\u200B-\u200D\u2060\uFEFF\u00AD]+|[\u200B-\u200D\u2060\uFEFF\u00AD]+$/gu;

/**
 * How a typed text is kept, where the server, the login and the forms must agree: without
 * bidirectional controls (which reorder what follows on every screen), trimmed of spaces.
 */
function cleanTyped(label: string, typeMessage: string) {
  return safeText(label, typeMessage).overwrite(stripBidiControls).trim();
}

/**
 * Refuses a text that is not empty yet shows nothing (zero-width spaces, format characters,
 * lone combining marks): it would print as an empty cell on a receipt. Only this message is
 * said (abort), not also a length one. Then the zero-width characters left at the ends are
 * dropped, so `51C-12345` and `51C-12345` + U+200B stay one plate for the unique checks.
 */
function visibleOnly(label: string, text: z.ZodString): z.ZodString {
  return text
    .refine((v) => !isInvisibleText(v), {
      error: `${label} ${INVISIBLE_TEXT_MESSAGE}`,
      abort: true,
    })
    .overwrite((v) => v.replace(EDGE_INVISIBLES, ''));
}

/**
 * The login's username, kept as requiredText keeps a username, so that a name typed with a
 * stray direction mark or zero-width space still finds its account.
 */
export function loginText(label: string, typeMessage: string) {
  return cleanTyped(label, typeMessage).overwrite((v) => v.replace(EDGE_INVISIBLES, ''));
}

/**
 * A required text field with the spec's limits and Vietnamese messages built from its label,
 * e.g. `requiredText('Tên đăng nhập', { min: 6 })`. Bidirectional controls are removed and a
 * text that shows nothing is refused (see visibleOnly).
 */
export function requiredText(
  label: string,
  { min = 1, max = MAX_TEXT, trim = true }: TextRule = {},
) {
  const required = `Vui lòng nhập ${label.toLowerCase()}`;
  let rule = trim
    ? visibleOnly(label, cleanTyped(label, required).min(1, required))
    : safeText(label, required).min(1, required);
  if (min > 1) rule = rule.min(min, `${label} phải có ít nhất ${min} ký tự`);
  return rule.max(max, `${label} không được vượt quá ${max} ký tự`);
}

/**
 * An optional text field: empty or missing becomes `undefined`; otherwise the same limits.
 * A note of invisible characters only is refused like a name, not saved as empty: the clerk
 * pasted something that shows nothing, and is told so rather than losing it silently.
 */
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
    visibleOnly(label, cleanTyped(label, `${label} không hợp lệ`)).max(
      max,
      `${label} không được vượt quá ${max} ký tự`,
    ),
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

/**
 * A phone number as a depot writes it (a hotline, a branch's phone): digits, spaces and
 * `. - + / ( )`, with at least six digits.
 */
export function isPhoneText(value: string): boolean {
  return /^[0-9+().\-/ ]+$/.test(value) && /\d{6,}/.test(value.replace(/\D/g, ''));
}
