import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { RECEIPTS_KEY } from './receipt-keys';

/** DELETE /transport/:transport_id: the line leaves the statement, the goods stay. */
export async function deleteReceiptLine(transportId: number): Promise<string> {
  return (await apiRequest<unknown>('DELETE', `/transport/${transportId}`)).message;
}

export function useDeleteReceiptLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReceiptLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECEIPTS_KEY }),
  });
}
