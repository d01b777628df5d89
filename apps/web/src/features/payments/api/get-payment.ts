import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { callApi } from '../../../lib/api-call';

/**
 * GET /payments/:id: one payment and what it paid for. Under `['payments']`, which Thu tiền
 * refreshes, so a receipt printed after a void shows its stamp.
 */
export function usePayment(id: number | undefined) {
  return useQuery({
    queryKey: ['payments', 'one', id ?? 0],
    queryFn: async ({ signal }) =>
      (await callApi(paymentsApi.get, { params: { id: id ?? 0 }, signal })).data,
    enabled: id !== undefined,
  });
}
