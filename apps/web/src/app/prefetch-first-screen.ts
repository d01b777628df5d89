import type { QueryClient } from '@tanstack/react-query';
import { sessionQueries } from '../features/auth/api/get-user-info';
import { productQueries } from '../features/products/api/product-queries';
import { readProductListQuery } from '../features/products/list/use-product-list-params';

/** Paths that open the goods list (app/router.tsx). */
const GOODS_LIST_PATHS = new Set(['/', '/products', '/products/']);

/**
 * Pages that ask the server nothing, so nothing is asked for them: the static receipt template
 * (spec 2 §2.10, receiptRoutes in features/receipts/receipt-routes.tsx), outside the layout
 * whose screens need the user.
 */
const NO_API_PATHS = new Set(['/in', '/in/']);

/**
 * Starts the first screen's API calls as the app starts, while the route's scripts still
 * download (docs/speed.md: they began only once every chunk had run, 0.6 s later). The calls are the
 * screens' own queries, same keys, so the screens find them in flight or in the cache; nothing is
 * awaited, and without a stored token, or on a page that makes no call, nothing is asked.
 */
export function prefetchFirstScreen(
  queryClient: QueryClient,
  token: string | null,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): void {
  if (!token || NO_API_PATHS.has(pathname)) return;
  void queryClient.prefetchQuery(sessionQueries.user(token));
  if (!GOODS_LIST_PATHS.has(pathname)) return;
  const query = readProductListQuery(new URLSearchParams(search));
  // Not the address groups (765 KB on the demo depot): the list reads them only once its
  // address filter is opened.
  void queryClient.prefetchQuery(productQueries.list(query));
}
