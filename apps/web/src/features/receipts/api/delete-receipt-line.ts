import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/** DELETE /transport/:transport_id: the line leaves the statement, the goods stay. */
export async function deleteReceiptLine(transportId: number): Promise<string> {
  // The receipt asks no reason: the body goes empty.
  const reply = await callApi(transportLinesApi.archive, {
    params: { transport_id: transportId },
    body: {},
  });
  return reply.message;
}

export function useDeleteReceiptLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReceiptLine,
    onSuccess: () => refreshAfter(queryClient, 'goodsUnloaded'),
  });
}
