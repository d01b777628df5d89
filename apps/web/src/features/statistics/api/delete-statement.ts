import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TripCount } from '@depot/shared/trips/trips-replies.schema';
import { apiRequest } from '../../../lib/api-client';
import { STATISTICS_KEY } from './statistics-keys';

/** One customer's lines on one vehicle and date: the scope of a statistics card. */
export type StatementScope = {
  car_id: number;
  date_from: string;
  date_to: string;
  customer_id: number;
};

/** GET /trips/count → the goods lines the delete would archive. */
export async function countStatementLines(scope: StatementScope): Promise<number> {
  const reply = await apiRequest<TripCount>('GET', '/trips/count', { query: scope });
  return reply.data.total;
}

/** DELETE /trips → the statement's lines go to the archive; the statistics reload. */
export function useDeleteStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: StatementScope) =>
      apiRequest<unknown>('DELETE', '/trips', { query: scope }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATISTICS_KEY }),
  });
}
