import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransportLine } from '@depot/shared/trips/trips-replies.schema';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-map';

/** DELETE /transport/:transport_id/product/:product_id → the line leaves the statement. */
export async function deleteTransportLine(line: TransportLine): Promise<string> {
  const reply = await apiRequest<unknown>(
    'DELETE',
    `/transport/${line.id}/product/${line.product.id}`,
  );
  return reply.message;
}

export function useDeleteTransportLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTransportLine,
    onSuccess: () => refreshAfter(queryClient, 'goodsUnloaded'),
  });
}
