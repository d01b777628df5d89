import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cashBookApi } from '@depot/shared/cash-book/cash-book.contract';
import type {
  CashBookQuery,
  CashCountBody,
  CashOpeningBody,
} from '@depot/shared/cash-book/cash-book.schema';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';
import { CASH_BOOK_KEY } from './cash-book-keys';

/**
 * GET /cash-book: the drawer's cash over the days (opening, each cash receipt and payout with the
 * balance after it, closing, the counts). Beside the payments list, under the same root, so a
 * payment, a payout or a void refreshes both.
 */
export function useCashDrawer(query: Required<CashBookQuery>) {
  return useQuery({
    queryKey: [...CASH_BOOK_KEY, 'drawer', query],
    queryFn: async ({ signal }) => (await callApi(cashBookApi.book, { query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** POST /cash-counts (`Kiểm quỹ`): the cash counted at closing; the book shows the difference. */
export function useRecordCashCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CashCountBody) => callApi(cashBookApi.count, { body }),
    onSuccess: () => refreshAfter(queryClient, 'cashCounted'),
  });
}

/** PUT /cash-book/opening (admins): the first opening balance, changed later with a reason. */
export function useSetCashOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CashOpeningBody) => callApi(cashBookApi.setOpening, { body }),
    onSuccess: () => refreshAfter(queryClient, 'cashCounted'),
  });
}
