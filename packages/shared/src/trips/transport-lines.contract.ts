import { endpoint } from '../api/contract';
import { conflictReplySchema } from '../api/envelope';
import {
  archiveResultSchema,
  tripRestoreConflictSchema,
  tripRestoreResultSchema,
  transportLinesPageSchema,
  transportMoveConflictSchema,
  transportMoveResultSchema,
  transportPaidResultSchema,
} from './trips-replies.schema';
import {
  archiveBodySchema,
  lineArchiveQuerySchema,
  lineRestoreQuerySchema,
  transportMoveBodySchema,
  transportPaidBodySchema,
  transportParamsSchema,
  transportProductParamsSchema,
  transportProductsQuerySchema,
} from './trips.schema';
import { ARCHIVE_ROLES } from './trips.rules';

const tags = ['Bảng kê'];

/** A goods line on a trip is a "transport" in the spec's calls (spec 2 §7). */
export const transportLinesApi = {
  /** GET /transport/products: a page of goods lines and the totals of all that match. */
  list: endpoint({
    method: 'GET',
    path: '/transport/products',
    tags,
    query: transportProductsQuerySchema,
    reply: transportLinesPageSchema,
    // archived=true and removed=true are the superadmin's.
    errors: [403],
  }),
  /** DELETE /transport/:transport_id: one line leaves the statement for the archive. */
  archive: endpoint({
    method: 'DELETE',
    path: '/transport/:transport_id',
    tags,
    params: transportParamsSchema,
    query: lineArchiveQuerySchema,
    body: archiveBodySchema,
    reply: archiveResultSchema,
  }),
  /** DELETE /transport/:transport_id/product/:product_id: the same, checking the line's goods. */
  archiveProduct: endpoint({
    method: 'DELETE',
    path: '/transport/:transport_id/product/:product_id',
    tags,
    params: transportProductParamsSchema,
    query: lineArchiveQuerySchema,
    body: archiveBodySchema,
    reply: archiveResultSchema,
  }),
  /**
   * POST /transport/:transport_id/restore (superadmin): a line removed from a list back onto the
   * live list of its vehicle and date (docs/decisions/0012-archive-and-close-statements.md); 409 names the goods if loaded elsewhere since.
   */
  restore: endpoint({
    method: 'POST',
    path: '/transport/:transport_id/restore',
    tags,
    params: transportParamsSchema,
    query: lineRestoreQuerySchema,
    reply: tripRestoreResultSchema,
    roles: ARCHIVE_ROLES,
    responses: { 409: conflictReplySchema(tripRestoreConflictSchema) },
  }),
  /** PATCH /transport/:transport_id/paid: Đã thu / Chưa thu of a live line (spec 2 §4). */
  setPaid: endpoint({
    method: 'PATCH',
    path: '/transport/:transport_id/paid',
    tags,
    params: transportParamsSchema,
    body: transportPaidBodySchema,
    reply: transportPaidResultSchema,
  }),
  /** POST /transport/move: loaded goods onto another vehicle or date, all or nothing. */
  move: endpoint({
    method: 'POST',
    path: '/transport/move',
    tags,
    body: transportMoveBodySchema,
    reply: transportMoveResultSchema,
    responses: { 409: conflictReplySchema(transportMoveConflictSchema) },
  }),
};
