/** The goods label print views (features/print-views), linked from goods cards and the list. */

/** One label for the 100 × 75 mm label printer. */
export function labelUrl(productId: number): string {
  return `/products/label/${productId}`;
}

/** The labels of several goods, in the order given (`ids=3,1,2`). */
export function labelsUrl(productIds: readonly number[]): string {
  return `/products/labels?ids=${productIds.join(',')}`;
}
