import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { paymentListQuerySchema } from '@depot/shared/payments/payments.schema';
import { useDepotToday } from '../../../lib/depot-zone';
import { readListQuery, writeListParams, type FilterValue } from '../../../lib/use-list-state';
import type { CashBookFilters } from '../api/cash-book-keys';

/** The cash book's filters that change together (a range's two ends) or one at a time. */
export type CashBookChanges = Partial<Record<keyof CashBookFilters, FilterValue>>;

const DEFAULT_LIMIT = paymentListQuerySchema.shape.limit.parse(undefined);

/**
 * The cash book's filters live in the URL (`/so-quy?date_from=…&method=cash&paged=2`), read by
 * the API's own query schema. Dates left out are today in the browser, the depot's day (as the
 * server would answer), so the pickers always show what is listed. Any change goes back to page 1.
 */
export function useCashBookFilters() {
  const [params, setParams] = useSearchParams();
  const today = useDepotToday();
  const filters = useMemo<CashBookFilters>(() => {
    const read = readListQuery(paymentListQuerySchema, params);
    const from = read.date_from ?? read.date_to ?? today;
    const to = read.date_to ?? read.date_from ?? today;
    // A range the wrong way round (typed in the URL) reads as its first day.
    return { ...read, date_from: from, date_to: to < from ? from : to };
  }, [params, today]);

  const change = useCallback(
    (changes: CashBookChanges) =>
      setParams((previous) => writeListParams(previous, { paged: 1, ...changes }, DEFAULT_LIMIT)),
    [setParams],
  );

  const setPage = useCallback((paged: number) => change({ paged }), [change]);

  return { filters, change, setPage };
}
