import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment, PaymentVoidBody } from '@depot/shared/payments/payments.schema';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-map';

export type VoidPaymentInput = { id: number } & PaymentVoidBody;

/** POST /payments/:id/void (admins only): a void changes every figure of collected money. */
export function useVoidPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: VoidPaymentInput) =>
      apiRequest<Payment>('POST', `/payments/${id}/void`, { body: { reason } }),
    // Also after a refusal: a 409 means someone else voided it, which the list should show.
    onSettled: () => refreshAfter(queryClient, 'paymentVoided'),
  });
}
