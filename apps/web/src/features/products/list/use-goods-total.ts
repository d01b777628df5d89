import { PRODUCT_COUNT_CAP } from '@depot/shared/products/products.schema';
import { formatNumber } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import { useProductCount } from '../api/get-product-count';
import type { ProductsListQuery } from '../api/product-queries';

/**
 * How many goods the list's filters match, for the pager. A page counts its matches only up to
 * PRODUCT_COUNT_CAP (counting further cost more than the page); past it GET /products/count
 * counts them all (the footer's totals ask the same, so the two share one request). Until it
 * answers, or when it fails, the pager says at least how many.
 */
export function useGoodsTotal(query: ProductsListQuery, pageTotal: number | undefined) {
  const capped = (pageTotal ?? 0) >= PRODUCT_COUNT_CAP;
  const count = useProductCount(query, capped);
  const counted = capped && count.data && !count.isPlaceholderData ? count.data.count : undefined;
  const total = counted ?? pageTotal ?? 0;
  const shown = formatNumber(total);
  let label = vi.products.total(shown);
  if (capped && counted === undefined)
    label = count.isError ? vi.products.atLeast(shown) : vi.products.counting(shown);
  return { total, label };
}
