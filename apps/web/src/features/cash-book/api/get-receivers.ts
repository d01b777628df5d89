import { useQuery } from '@tanstack/react-query';
import type { User } from '@depot/shared/users/users.schema';
import { usersApi } from '@depot/shared/users/users.contract';
import { callApi } from '../../../lib/api-call';
import { CASH_BOOK_KEY } from './cash-book-keys';

/** A depot has a handful of accounts: one page of the largest size lists them all. */
const RECEIVERS_LIMIT = 100;

/** GET /users → the accounts an admin may pick as Người thu (staff may not list them). */
export async function getReceivers(signal?: AbortSignal): Promise<User[]> {
  const reply = await callApi(usersApi.list, {
    query: { paged: 1, limit: RECEIVERS_LIMIT },
    signal,
  });
  return reply.data.rows;
}

export function useReceivers(enabled: boolean) {
  return useQuery({
    queryKey: [...CASH_BOOK_KEY, 'receivers'],
    queryFn: ({ signal }) => getReceivers(signal),
    enabled,
    staleTime: 60_000,
  });
}
