import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TransportCreateBody,
  TransportResult,
} from '@depot/shared/transports/transports.schema';
import { transportsApi } from '@depot/shared/transports/transports.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

export type TransportReply = { message: string; data: TransportResult };

/**
 * POST /transports (the pickup `Lên Hàng`) → the server's message and the vehicle's new load.
 * A 409 carries `data` (already loaded goods, or the overload figures): see ApiError.data.
 * The form's `request_id` makes a repeat of the same pickup load once and answer the same.
 */
export async function createTransport(body: TransportCreateBody): Promise<TransportReply> {
  const reply = await callApi(transportsApi.load, { body });
  return { message: reply.message, data: reply.data };
}

export function useCreateTransport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransport,
    onSuccess: () => refreshAfter(queryClient, 'goodsLoaded'),
  });
}
