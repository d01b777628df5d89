import { formatNumber } from '../text/format';

/**
 * Lists count their matches up to this many and no further (the server's listPage): past it
 * the reply's `total` reads LIST_COUNT_CAP, and the pager offers LIST_COUNT_CAP / limit pages.
 * Counting every match of a common name over tens of thousands of rows, on every keystroke,
 * cost more than the page itself (docs/speed.md).
 */
export const LIST_COUNT_CAP = 10_000;

/** A list's total as a person reads it: `1.250`, or `10.000+` once the count stopped at the cap. */
export function formatListCount(total: number): string {
  return total >= LIST_COUNT_CAP ? `${formatNumber(LIST_COUNT_CAP)}+` : formatNumber(total);
}
