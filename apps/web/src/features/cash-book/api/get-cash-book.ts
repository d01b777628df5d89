import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CashBook } from '@depot/shared/payments/payments.schema';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { callApi } from '../../../lib/api-call';
import { CASH_BOOK_KEY, type CashBookFilters } from './cash-book-keys';

/** GET /payments → a page of the cash book and the totals of every payment it matches. */
export async function getCashBook(query: CashBookFilters, signal?: AbortSignal): Promise<CashBook> {
  const reply = await callApi(paymentsApi.cashBook, { query, signal });
  return reply.data;
}

export function useCashBook(query: CashBookFilters) {
  return useQuery({
    queryKey: [...CASH_BOOK_KEY, 'list', query],
    queryFn: ({ signal }) => getCashBook(query, signal),
    placeholderData: keepPreviousData,
  });
}
