import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransportPaidResult } from '@depot/shared/trips/trips-replies.schema';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/** PATCH /transport/:transport_id/paid → the line's paid flag as the server stored it. */
export async function setLinePaid({
  id,
  is_paid,
}: {
  id: number;
  is_paid: boolean;
}): Promise<TransportPaidResult> {
  const reply = await callApi(transportLinesApi.setPaid, {
    params: { transport_id: id },
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
