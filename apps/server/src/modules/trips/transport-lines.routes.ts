import { envelopeSchema } from '@depot/shared/api/envelope';
import {
  archiveResultSchema,
  transportLinesPageSchema,
  transportMoveConflictSchema,
  transportMoveResultSchema,
  transportPaidResultSchema,
} from '@depot/shared/trips/trips-replies.schema';
import {
  archiveBodySchema,
  lineArchiveQuerySchema,
  transportMoveBodySchema,
  transportPaidBodySchema,
  transportParamsSchema,
  transportProductParamsSchema,
  transportProductsQuerySchema,
} from '@depot/shared/trips/trips.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import { errorReplies } from '../../plugins/error-replies';
import { conflictReplySchema } from './conflict-reply';
import * as lines from './transport-lines.service';
import { archiveLine } from './trips-archive.service';
import { listTransportLines } from './trips.service';

const tags = ['Bảng kê'];
const REMOVED = 'Đã xóa hàng khỏi bảng kê, hàng vẫn còn trong danh sách hàng hóa';
const archived = { 200: envelopeSchema(archiveResultSchema) };

/** A goods line on a trip is a "transport" in the spec's calls (spec 2 §7). */
export const transportLinesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transport/products',
    {
      schema: {
        tags,
        querystring: transportProductsQuerySchema,
        response: { 200: envelopeSchema(transportLinesPageSchema), ...errorReplies(403) },
      },
    },
    async (request) => ok(await listTransportLines(contextOf(request), request.query)),
  );

  app.delete(
    '/transport/:transport_id',
    {
      schema: {
        tags,
        params: transportParamsSchema,
        querystring: lineArchiveQuerySchema,
        body: archiveBodySchema,
        response: archived,
      },
    },
    async (request) =>
      ok(
        await archiveLine(contextOf(request), request.params.transport_id, {
          reason: request.body.reason ?? request.query.reason,
        }),
        REMOVED,
      ),
  );

  app.delete(
    '/transport/:transport_id/product/:product_id',
    {
      schema: {
        tags,
        params: transportProductParamsSchema,
        querystring: lineArchiveQuerySchema,
        body: archiveBodySchema,
        response: archived,
      },
    },
    async (request) =>
      ok(
        await archiveLine(contextOf(request), request.params.transport_id, {
          productId: request.params.product_id,
          reason: request.body.reason ?? request.query.reason,
        }),
        REMOVED,
      ),
  );

  app.patch(
    '/transport/:transport_id/paid',
    {
      schema: {
        tags,
        params: transportParamsSchema,
        body: transportPaidBodySchema,
        response: { 200: envelopeSchema(transportPaidResultSchema) },
      },
    },
    async (request) =>
      ok(
        await lines.setLinePaid(
          contextOf(request),
          request.params.transport_id,
          request.body.is_paid,
        ),
        'Cập nhật trạng thái thanh toán thành công',
      ),
  );

  app.post(
    '/transport/move',
    {
      schema: {
        tags,
        body: transportMoveBodySchema,
        response: {
          200: envelopeSchema(transportMoveResultSchema),
          409: conflictReplySchema(transportMoveConflictSchema),
        },
      },
    },
    async (request) =>
      ok(await lines.moveProducts(contextOf(request), request.body), 'Chuyển hàng thành công'),
  );
};
