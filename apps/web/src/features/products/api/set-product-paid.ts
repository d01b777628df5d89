import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsApi } from '@depot/shared/products/products.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

export type SetPaidInput = { id: number; is_paid: boolean };

/** PATCH /products/:id {is_paid} (spec 1 §4 Mark paid) → the server's Vietnamese message. */
export async function setProductPaid({ id, is_paid }: SetPaidInput): Promise<string> {
  const reply = await callApi(productsApi.patch, { params: { id }, body: { is_paid } });
  return reply.message;
}

export function useSetProductPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductPaid,
    onSuccess: () => refreshAfter(queryClient, 'goodsPaid'),
  });
}
