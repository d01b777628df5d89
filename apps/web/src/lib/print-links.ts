/**
 * The addresses of the print views (spec 2 §2: customer-print-page under /report/cart/print):
 * one customer's receipt, or with no customer every customer's receipt of the vehicle and date.
 * Shared web code, so that every screen that links a print view builds the same address.
 */
export function printUrl(carId: number, date: string, customerId?: number): string {
  const base = `/report/cart/print/${carId}/${date}`;
  return customerId === undefined ? base : `${base}/${customerId}`;
}

/** One goods label for the 100 × 75 mm label printer (features/print-views). */
export function labelUrl(productId: number): string {
  return `/products/label/${productId}`;
}

/** The labels of several goods, in the order given (`ids=3,1,2`). */
export function labelsUrl(productIds: readonly number[]): string {
  return `/products/labels?ids=${productIds.join(',')}`;
}
