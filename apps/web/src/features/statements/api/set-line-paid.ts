import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransportPaidResult } from '@depot/shared/trips/trips-replies.schema';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-map';

/** PATCH /transport/:transport_id/paid → the line's paid flag as the server stored it. */
export async function setLinePaid({
  id,
  is_paid,
}: {
  id: number;
  is_paid: boolean;
}): Promise<TransportPaidResult> {
  const reply = await apiRequest<TransportPaidResult>('PATCH', `/transport/${id}/paid`, {
    body: { is_paid },
  });
  return reply.data;
}

/** The toggle changes only once the server confirmed: the lines and totals are read again. */
export function useSetLinePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLinePaid,
    onSuccess: () => refreshAfter(queryClient, 'goodsPaid'),
  });
}
