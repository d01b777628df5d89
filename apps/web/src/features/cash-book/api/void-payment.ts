import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import type { PaymentVoidBody } from '@depot/shared/payments/payments.schema';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

export type VoidPaymentInput = { id: number } & PaymentVoidBody;

/** POST /payments/:id/void (admins only): a void changes every figure of collected money. */
export function useVoidPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: VoidPaymentInput) =>
      callApi(paymentsApi.void, { params: { id }, body: { reason } }),
    // Also after a refusal: a 409 means someone else voided it, which the list should show.
    onSettled: () => refreshAfter(queryClient, 'paymentVoided'),
  });
}
