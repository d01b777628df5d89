import type { Page } from '@depot/shared/api/envelope';

/**
 * The next page of a load-more list (`useInfiniteQuery`'s getNextPageParam), or none: once the
 * loaded rows reach the total or a page comes back empty (spec 2 §4), so that a total that grew
 * meanwhile never asks for pages forever.
 */
export function nextPageOf<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
  if (last.rows.length === 0 || loaded >= last.total) return undefined;
  return last.paginate.paged + 1;
}

/** The rows of every loaded page, in order. */
export function rowsOf<T>(data: { pages: Page<T>[] } | undefined): T[] {
  return data?.pages.flatMap((page) => page.rows) ?? [];
}
