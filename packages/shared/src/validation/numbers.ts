import { z } from 'zod';

/** The largest amount of money accepted, in đồng (1 000 tỷ): far below 2^53. */
export const MAX_MONEY = 1_000_000_000_000;
/** The largest weight accepted, in kg. */
export const MAX_WEIGHT_KG = 1_000_000_000;
/** The largest id a row can have: ids are PostgreSQL `serial`/`integer` columns. */
export const MAX_ID = 2_147_483_647;

/** A number as a query string, a route parameter or a form writes it: `12`, `-3`, `1500.25`. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Reads a plain decimal string as its number; a blank string is a missing value; anything else
 * is left for z.number() to refuse. Never z.coerce: Number() reads `true` as 1, `[5]` as 5,
 * `'0x4F'` as 79, `'1e1'` as 10 and `' 5'` as 5, so a wrong value would be saved as a right one.
 */
export function readPlainNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return PLAIN_DECIMAL.test(value) ? Number(value) : value;
}

/** z.number() with one message for a missing value and another for a value that is no number. */
function strictNumber(missing: string, notNumber: string) {
  return z.number({
    error: (issue) => (issue.input === undefined || issue.input === null ? missing : notNumber),
  });
}

/** A required id of a referenced row (a select in a form): nothing or 0 means "not chosen". */
export function requiredId(label: string) {
  const required = `Vui lòng chọn ${label.toLowerCase()}`;
  const invalid = `${label} không hợp lệ`;
  return z.preprocess(
    readPlainNumber,
    strictNumber(required, invalid).int(invalid).positive(required).max(MAX_ID, invalid),
  );
}

/** An id in a route or a query (`:id`): a positive whole number written in plain digits. */
export function idNumber(invalid = 'Mã không hợp lệ') {
  return z.preprocess(
    readPlainNumber,
    strictNumber(invalid, invalid).int(invalid).positive(invalid).max(MAX_ID, invalid),
  );
}

/** An optional id filter of a query string: empty means "any"; anything else must be an id. */
export function optionalIdFilter(label = 'Mã') {
  const invalid = `${label} không hợp lệ`;
  return z.preprocess(
    (v) => (v === null ? undefined : readPlainNumber(v)),
    z.number({ error: invalid }).int(invalid).positive(invalid).max(MAX_ID, invalid).optional(),
  );
}

/**
 * A sum of amounts, quantities or weights in a reply (a customer's debt, a statement's total):
 * a number, never z.number().int(). zod 4's int() refuses past 2^53, and a reply its schema
 * refuses is a 500, so one large line once broke every read of the customer list. The line cap
 * (MAX_LINE_AMOUNT) keeps real sums exact; this keeps a read working whatever is stored.
 */
export function replySum() {
  return z.number();
}

/** Money in whole đồng, 0 or more, as a JSON number or a plain decimal string. */
export function money(label: string) {
  return z.preprocess(
    readPlainNumber,
    strictNumber(`Vui lòng nhập ${label.toLowerCase()}`, `${label} phải là một số`)
      .int(`${label} phải là số nguyên đồng`)
      .min(0, `${label} không được âm`)
      .max(MAX_MONEY, `${label} vượt quá giới hạn cho phép`),
  );
}

/** Weight in kg, up to two decimals, as a JSON number or a plain decimal string. */
export function weightKg(label: string, { positive = false } = {}) {
  const base = strictNumber(`Vui lòng nhập ${label.toLowerCase()}`, `${label} phải là một số`)
    .max(MAX_WEIGHT_KG, `${label} vượt quá giới hạn cho phép`)
    .refine(
      (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
      `${label} chỉ có tối đa 2 chữ số thập phân`,
    );
  return z.preprocess(
    readPlainNumber,
    positive
      ? base.refine((v) => v > 0, `${label} phải lớn hơn 0`)
      : base.refine((v) => v >= 0, `${label} không được âm`),
  );
}

/** The largest quantity of one goods line. */
export const MAX_QUANTITY = 1_000_000;

/** A count of packages: a whole number, 0 or more, as a JSON number or a plain decimal string. */
export function wholeCount(label: string) {
  return z.preprocess(
    readPlainNumber,
    strictNumber(`Vui lòng nhập ${label.toLowerCase()}`, `${label} phải là một số`)
      .int(`${label} phải là số nguyên`)
      .min(0, `${label} không được âm`)
      .max(MAX_QUANTITY, `${label} vượt quá giới hạn cho phép`),
  );
}

/** An optional number filter of a query string (a price, quantity or weight): 0 or more. */
export function optionalNumberFilter(label: string) {
  const invalid = `${label} phải là một số`;
  return z.preprocess(
    (v) => (v === null ? undefined : readPlainNumber(v)),
    z
      .number({ error: invalid })
      .min(0, `${label} không được âm`)
      .max(MAX_MONEY, `${label} vượt quá giới hạn cho phép`)
      .optional(),
  );
}
