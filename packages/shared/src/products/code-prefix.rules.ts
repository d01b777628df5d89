/** Inclusive ranges of whole numbers; an empty list holds none. */
export type NumberRanges = [from: number, to: number][];

/**
 * What the codes beginning with a prefix can hold: their year, and when the prefix says, their
 * months and orders. A superset: every code with that beginning is within it, not every code
 * within it has that beginning (the text itself is still compared).
 */
export type CodePrefixBounds = {
  year: number;
  /** Absent: the prefix says nothing of the month. */
  months?: NumberRanges;
  /** Absent: the prefix says nothing of the order. */
  orders?: NumberRanges;
};

/** The order is an `integer` column: no order is above this. */
const MAX_ORDER = 2_147_483_647;
/** Orders have at most as many digits as MAX_ORDER. */
const MAX_ORDER_DIGITS = 10;

/** The months whose two digits begin with `digits` (`1` → October to December). */
function monthRanges(digits: string): NumberRanges | undefined {
  if (digits.length === 2) return [[Number(digits), Number(digits)]];
  if (digits === '0') return [[1, 9]];
  if (digits === '1') return [[10, 12]];
  return digits === '' ? undefined : [];
}

/**
 * The orders whose written form (productCode: padded to 4 digits, never cut) begins with
 * `digits`; `whole`: the written form is exactly `digits` (a suffix follows).
 */
function orderRanges(digits: string, whole: boolean): NumberRanges {
  const ranges: NumberRanges = [];
  const length = digits.length;
  for (let n = Math.max(length, 4); n <= MAX_ORDER_DIGITS; n++) {
    if (whole && n !== length) continue;
    // Past 4 digits an order is written as it is: no leading zero.
    if (n > 4 && digits.startsWith('0')) break;
    const width = 10 ** (n - length);
    const from = Number(digits) * width;
    if (from > MAX_ORDER) break;
    ranges.push([from, Math.min(from + width - 1, MAX_ORDER)]);
  }
  return ranges;
}

/**
 * The year, months and orders of the codes beginning with `prefix` (upper-cased as codes are
 * written), so that the code index on (year_create, month_create, order) finds them:
 * `2611-0042` → 2026, November, order 42; `2611-12` → orders 1200…1299, 12000…12999, …;
 * `261` → 2026, October to December. Undefined when the prefix has no year (fewer than two
 * digits first): then only the text can be compared.
 */
export function codePrefixBounds(prefix: string): CodePrefixBounds | undefined {
  const start = /^(\d{2})(\d{0,2})/.exec(prefix);
  if (!start) return undefined;
  const [, year, month = ''] = start;
  const bounds: CodePrefixBounds = { year: 2000 + Number(year), months: monthRanges(month) };
  const order = /^-(\d+)(-)?/.exec(prefix.slice(start[0].length));
  if (month.length === 2 && order) bounds.orders = orderRanges(order[1]!, order[2] === '-');
  return bounds;
}
