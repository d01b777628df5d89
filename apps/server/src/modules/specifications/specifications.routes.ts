import { envelopeSchema, idParamSchema, pageSchema } from '@depot/shared/api/envelope';
import {
  specificationBodySchema,
  specificationListQuerySchema,
  specificationSchema,
} from '@depot/shared/specifications/specifications.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './specifications.service';

const tags = ['Quy cách'];

/** Specifications (spec 1 §2, §7): any signed-in user (DESIGN.md decision 10). */
export const specificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/specifications',
    {
      schema: {
        tags,
        querystring: specificationListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(specificationSchema)) },
      },
    },
    async (request) => ok(await service.listSpecifications(contextOf(request), request.query)),
  );

  app.get(
    '/specifications/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: envelopeSchema(specificationSchema) },
      },
    },
    async (request) => ok(await service.getSpecification(contextOf(request), request.params.id)),
  );

  app.post(
    '/specifications',
    {
      schema: {
        tags,
        body: specificationBodySchema,
        response: { 200: envelopeSchema(specificationSchema) },
      },
    },
    async (request) =>
      ok(
        await service.createSpecification(contextOf(request), request.body),
        'Thêm quy cách thành công',
      ),
  );

  app.put(
    '/specifications/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: specificationBodySchema,
        response: { 200: envelopeSchema(specificationSchema) },
      },
    },
    async (request) =>
      ok(
        await service.updateSpecification(contextOf(request), request.params.id, request.body),
        'Cập nhật quy cách thành công',
      ),
  );

  app.delete(
    '/specifications/:id',
    { schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await service.deleteSpecification(contextOf(request), request.params.id);
      return ok(null, 'Xóa quy cách thành công');
    },
  );
};
