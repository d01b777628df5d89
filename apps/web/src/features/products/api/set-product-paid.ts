import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-map';

export type SetPaidInput = { id: number; is_paid: boolean };

/** PATCH /products/:id {is_paid} (spec 1 §4 Mark paid) → the server's Vietnamese message. */
export async function setProductPaid({ id, is_paid }: SetPaidInput): Promise<string> {
  const reply = await apiRequest<unknown>('PATCH', `/products/${id}`, { body: { is_paid } });
  return reply.message;
}

export function useSetProductPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductPaid,
    onSuccess: () => refreshAfter(queryClient, 'goodsPaid'),
  });
}
