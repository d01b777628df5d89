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
 * The amount of a goods line in đồng (DESIGN.md decision 1), used everywhere, server and web:
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
