import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/** POST /transport/:transport_id/restore (superadmin) → the server's message; 409 names goods. */
export async function restoreLine(transportId: number): Promise<string> {
  const reply = await callApi(transportLinesApi.restore, { params: { transport_id: transportId } });
  return reply.message;
}

export function useRestoreLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreLine,
    onSuccess: () => refreshAfter(queryClient, 'statementRestored'),
  });
}
