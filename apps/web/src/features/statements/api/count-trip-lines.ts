import type { TripCount } from '@depot/shared/trips/trips-replies.schema';
import { apiRequest } from '../../../lib/api-client';
import type { LinesScope } from './statement-keys';

/** GET /trips/count → the live goods lines a delete of that scope would archive. */
export async function countTripLines(scope: LinesScope): Promise<number> {
  const reply = await apiRequest<TripCount>('GET', '/trips/count', { query: scope });
  return reply.data.total;
}
