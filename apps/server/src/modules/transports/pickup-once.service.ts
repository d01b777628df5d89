import type {
  TransportResult,
  transportCreateSchema,
} from '@depot/shared/transports/transports.schema';
import type { z } from 'zod';
import type { Context } from '../../lib/context';
import { requestOnce } from '../../lib/request-once';
import { loadProducts } from './transports.service';

type CreateBody = z.output<typeof transportCreateSchema>;

/**
 * POST /transports once per `request_id` (docs/decisions/0014-one-owner-per-table.md): the key is claimed in an outer transaction
 * and the pickup runs inside it (its own transaction becomes a savepoint), so the trip items and
 * the key commit together, and a double click or a resend loads once and answers the same.
 */
export function loadProductsOnce(ctx: Context, body: CreateBody): Promise<TransportResult> {
  // Without an id there is nothing to remember: the pickup's own transaction is enough.
  if (body.request_id === undefined) return loadProducts(ctx, body);
  return requestOnce(ctx, 'transport.create', body.request_id, (tx) => loadProducts(tx, body));
}
