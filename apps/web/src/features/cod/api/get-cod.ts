import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { codApi } from '@depot/shared/cod/cod.contract';
import { callApi } from '../../../lib/api-call';
import type { QueryRoot } from '../../../lib/refresh-map';

/** Every query of Đối soát thu hộ: collecting thu hộ or receiving goods refreshes them. */
export const COD_KEY = ['cod'] as const satisfies [QueryRoot];

/** GET /cod/senders: a page of senders with what is owed them, and all of them summed. */
export function useCodSenders(query: { q?: string; paged: number; limit: number }) {
  return useQuery({
    queryKey: [...COD_KEY, 'senders', query],
    queryFn: async ({ signal }) => (await callApi(codApi.senders, { query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /cod/senders/:id/lines: the lines behind a sender's figures. */
export function useCodSenderLines(senderId: number) {
  return useQuery({
    queryKey: [...COD_KEY, 'lines', senderId],
    queryFn: async ({ signal }) =>
      (await callApi(codApi.senderLines, { params: { id: senderId }, signal })).data,
  });
}
