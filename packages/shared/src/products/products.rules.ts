import { PACKAGE_UNIT } from '../specifications/specifications.schema';
import { formatMoney } from '../text/format';

/** How a line is priced: per package, or per kg (the default). */
export type PriceType = 'package' | 'weight';
export const PRICE_TYPES: readonly PriceType[] = ['package', 'weight'];

export type AmountInput = {
  price: number;
  quantity: number;
  total_weight: number;
  price_type: PriceType;
  is_total_money: boolean;
};

/**
 * The amount of a goods line in đồng (docs/domain.md), used everywhere, server and web:
 * a lump sum when is_total_money, price × quantity for package pricing, otherwise
 * price × total weight, rounded to the đồng. The database's debt sums use the same formula
 * (apps/server/src/modules/products/product-amount.sql.ts) and a test keeps the two equal.
 */
export function lineAmount({
  price,
  quantity,
  total_weight,
  price_type,
  is_total_money,
}: AmountInput): number {
  if (is_total_money) return price;
  if (price_type === 'package') return price * quantity;
  // Weights carry two decimals, which binary floating point cannot hold exactly: 15 × 4.1 is
  // 61.4999…, so Math.round(price * total_weight) would give 61 where the database's exact
  // numeric gives 62. Multiplying by whole hundredths first keeps halves exact.
  return Math.round((price * Math.round(total_weight * 100)) / 100);
}

/**
 * The largest amount one goods line may have, in đồng (10 tỷ). A freight line of a depot is at
 * most tens of millions of đồng, so this leaves hundreds of times headroom for a real one while
 * refusing a typo such as 999 999 999 999 đ/kg; and even 900 000 lines at the cap sum below
 * 2^53, so every sum (a customer's debt, a statement, the depot's totals) stays an exact JS
 * number. The schemas refuse a line past it; the database's products_line_amount_check (migration
 * 0015) holds the same literal so that no other path can store one.
 */
export const MAX_LINE_AMOUNT = 10_000_000_000;

/** What a person reads when a line's amount is past MAX_LINE_AMOUNT. */
export const LINE_AMOUNT_TOO_LARGE = `Thành tiền không được vượt quá ${formatMoney(MAX_LINE_AMOUNT)}`;

/**
 * What of a line's amount is collected (docs/decisions/0001-payments-are-records.md): the money allocated to it, never more than
 * its amount. A line paid and then edited to a higher price is collected only up to what was
 * paid and shows the rest as due; edited lower, the excess is the customer's credit (their
 * outstanding debt counts amount − paid over all lines), not this line's collection.
 */
export function lineCollected(amount: number, paid: number): number {
  return Math.min(Math.max(paid, 0), amount);
}

/** What a line still owes: its amount less what was allocated to it, never below zero. */
export function lineDue(amount: number, paid: number): number {
  return amount - lineCollected(amount, paid);
}

/**
 * `Đã thu` (is_paid) of a line: fully allocated. A line of 0 đ owes nothing either way, so it
 * keeps the flag the clerk set (the database's products_paid_check says the same).
 */
export function isLinePaid(amount: number, paid: number, flag: boolean): boolean {
  return amount === 0 ? flag : paid >= amount;
}

/** Whether the line's amount (lineAmount) is within MAX_LINE_AMOUNT. */
export function lineAmountWithinCap(line: AmountInput): boolean {
  return lineAmount(line) <= MAX_LINE_AMOUNT;
}

export type CodeParts = {
  year_create: number;
  month_create: number;
  order: number;
  suffix?: string | null;
};

/**
 * The product code (docs/domain.md, spec 2 §9): `YYMM-NNNN` from the receive date's year
 * and month and the month's counter, plus `-suffix` when set: 2026-11, 42nd → `2611-0042`.
 * A month past 9 999 goods keeps counting (`2611-10000`).
 */
export function productCode({ year_create, month_create, order, suffix }: CodeParts): string {
  const yymm = `${String(year_create % 100).padStart(2, '0')}${String(month_create).padStart(2, '0')}`;
  const base = `${yymm}-${String(order).padStart(4, '0')}`;
  return suffix ? `${base}-${suffix}` : base;
}

/** The year and month of a receive date `YYYY-MM-DD`, which the code counter is kept by. */
export function codeMonthOf(datetime: string): { year_create: number; month_create: number } {
  return { year_create: Number(datetime.slice(0, 4)), month_create: Number(datetime.slice(5, 7)) };
}

/** The unit after a quantity: `Kiện` for package pricing, else the specification's name. */
export function quantityUnit(
  price_type: PriceType,
  specification: { name: string } | null | undefined,
): string {
  return price_type === 'package' ? PACKAGE_UNIT : (specification?.name ?? '');
}

/** The label of the unit price field (spec 1 §2): it follows the total-money box and the type. */
export function unitPriceLabel(price_type: PriceType, is_total_money: boolean): string {
  if (is_total_money) return 'Tổng tiền';
  return price_type === 'package' ? 'Đơn giá / kiện' : 'Đơn giá / kg';
}

/**
 * The note under a price in a column headed per kg (a receipt's `Đơn giá/kg`): what a lump sum or
 * a per-package price is, so `30 kg · 80.000 đ · 160.000 đ` does not read as wrong; none per kg.
 * One rule for the printed sheet and the server's PDF.
 */
export function priceNote(price_type: PriceType, is_total_money: boolean): string | null {
  return price_type === 'weight' && !is_total_money
    ? null
    : unitPriceLabel(price_type, is_total_money);
}
