import { envelopeSchema, pageSchema } from '@depot/shared/api/envelope';
import {
  archiveResultSchema,
  tripCountSchema,
  tripCustomerRowSchema,
  tripRestoreConflictSchema,
  tripRestoreResultSchema,
  tripRowSchema,
} from '@depot/shared/trips/trips-replies.schema';
import { ARCHIVE_ROLES } from '@depot/shared/trips/trips.rules';
import {
  archiveBodySchema,
  tripCustomersQuerySchema,
  tripListQuerySchema,
  tripRestoreBodySchema,
  tripScopeQuerySchema,
} from '@depot/shared/trips/trips.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import { errorReplies } from '../../plugins/error-replies';
import { conflictReplySchema } from './conflict-reply';
import * as archive from './trips-archive.service';
import * as service from './trips.service';

const tags = ['Bảng kê'];
/** archived=true is the superadmin's: the lists answer 403 to anyone else. */
const archiveForbidden = errorReplies(403);

export const tripsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trips',
    {
      schema: {
        tags,
        querystring: tripListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(tripRowSchema)), ...archiveForbidden },
      },
    },
    async (request) => ok(await service.listTrips(contextOf(request), request.query)),
  );

  app.get(
    '/trips/count',
    {
      schema: {
        tags,
        querystring: tripScopeQuerySchema,
        response: { 200: envelopeSchema(tripCountSchema) },
      },
    },
    async (request) => ok(await service.countTripLines(contextOf(request), request.query)),
  );

  app.delete(
    '/trips',
    {
      schema: {
        tags,
        querystring: tripScopeQuerySchema,
        body: archiveBodySchema,
        response: { 200: envelopeSchema(archiveResultSchema) },
      },
    },
    async (request) =>
      ok(
        await archive.archiveTrips(contextOf(request), request.query, request.body.reason),
        'Xóa thành công!',
      ),
  );

  app.get(
    '/trips/customers',
    {
      schema: {
        tags,
        querystring: tripCustomersQuerySchema,
        response: { 200: envelopeSchema(pageSchema(tripCustomerRowSchema)), ...archiveForbidden },
      },
    },
    async (request) => ok(await service.listTripCustomers(contextOf(request), request.query)),
  );

  app.post(
    '/trips/restore',
    {
      config: { roles: ARCHIVE_ROLES },
      schema: {
        tags,
        body: tripRestoreBodySchema,
        response: {
          200: envelopeSchema(tripRestoreResultSchema),
          409: conflictReplySchema(tripRestoreConflictSchema),
        },
      },
    },
    async (request) =>
      ok(await archive.restoreTrips(contextOf(request), request.body), 'Khôi phục thành công'),
  );
};
