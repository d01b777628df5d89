import { endpoint } from '../api/contract';
import { conflictReplySchema } from '../api/envelope';
import {
  carLoadQuerySchema,
  carLoadSchema,
  scanBodySchema,
  scanResultSchema,
  transportConflictSchema,
  transportCreateSchema,
  transportResultSchema,
} from './transports.schema';

const tags = ['Lên hàng'];

/** Loading goods onto a vehicle (spec 1 §3 "Lên Hàng"): any signed-in user. */
export const transportsApi = {
  /** POST /transports: Lên Hàng, once per request_id; a 409 names the goods or the overload. */
  load: endpoint({
    method: 'POST',
    path: '/transports',
    tags,
    body: transportCreateSchema,
    reply: transportResultSchema,
    // What the form needs to explain a refusal; null for a database refusal the service does
    // not name (the default 409 would always serialize `data` as null).
    responses: {
      409: conflictReplySchema(
        transportConflictSchema,
        'Hàng đã ở trên xe, hoặc vượt tải trọng xe chưa được xác nhận',
      ),
    },
  }),
  /** GET /transports/load: the figures the pickup form shows for a vehicle and date. */
  carLoad: endpoint({
    method: 'GET',
    path: '/transports/load',
    tags,
    query: carLoadQuerySchema,
    reply: carLoadSchema,
  }),
  /**
   * POST /transports/scan: the yard screen's scan (docs/decisions/0002-scan-request-ids.md), idempotent on `client_id`. A refusal
   * is a 200 with `ok: false` and kept like a success, so an offline queue tells a scan refused
   * for good from a network that failed (any other reply).
   */
  scan: endpoint({
    method: 'POST',
    path: '/transports/scan',
    tags,
    body: scanBodySchema,
    reply: scanResultSchema,
  }),
};
