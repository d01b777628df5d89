import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransportLine } from '@depot/shared/trips/trips-replies.schema';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/** DELETE /transport/:transport_id/product/:product_id → the line leaves the statement. */
export async function deleteTransportLine(line: TransportLine): Promise<string> {
  // The goods named too (the server checks they are still on that line); no reason asked.
  const reply = await callApi(transportLinesApi.archiveProduct, {
    params: { transport_id: line.id, product_id: line.product.id },
    body: {},
  });
  return reply.message;
}

export function useDeleteTransportLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTransportLine,
    onSuccess: () => refreshAfter(queryClient, 'goodsUnloaded'),
  });
}
