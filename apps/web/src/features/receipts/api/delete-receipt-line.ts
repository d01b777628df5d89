import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-map';

/** DELETE /transport/:transport_id: the line leaves the statement, the goods stay. */
export async function deleteReceiptLine(transportId: number): Promise<string> {
  return (await apiRequest<unknown>('DELETE', `/transport/${transportId}`)).message;
}

export function useDeleteReceiptLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReceiptLine,
    onSuccess: () => refreshAfter(queryClient, 'goodsUnloaded'),
  });
}
