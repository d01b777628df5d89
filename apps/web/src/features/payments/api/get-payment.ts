import type { Payment } from '@depot/shared/payments/payments.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /payments/:id: one payment and what it paid for. Under `['payments']`, which Thu tiền
 * refreshes, so a receipt printed after a void shows its stamp.
 */
export function usePayment(id: number | undefined) {
  return useQuery({
    queryKey: ['payments', 'one', id ?? 0],
    queryFn: async ({ signal }) =>
      (await apiRequest<Payment>('GET', `/payments/${id}`, { signal })).data,
    enabled: id !== undefined,
  });
}
