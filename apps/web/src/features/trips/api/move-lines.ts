import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransportMoveBody } from '@depot/shared/trips/trips.schema';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/** POST /transport/move → loaded goods onto another vehicle or date, all or nothing. */
export async function moveLines(body: TransportMoveBody): Promise<string> {
  const reply = await callApi(transportLinesApi.move, { body });
  return reply.message;
}

export function useMoveLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveLines,
    onSuccess: () => refreshAfter(queryClient, 'goodsMoved'),
  });
}
