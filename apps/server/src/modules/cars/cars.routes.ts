import { envelopeSchema, idParamSchema, pageSchema } from '@depot/shared/api/envelope';
import { carBodySchema, carListQuerySchema, carSchema } from '@depot/shared/cars/cars.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './cars.service';

const tags = ['Xe'];

/** Cars (spec 1 §7): any signed-in user (DESIGN.md decision 10). */
export const carsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cars',
    {
      schema: {
        tags,
        querystring: carListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(carSchema)) },
      },
    },
    async (request) => ok(await service.listCars(contextOf(request), request.query)),
  );

  app.get(
    '/cars/:id',
    { schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(carSchema) } } },
    async (request) => ok(await service.getCar(contextOf(request), request.params.id)),
  );

  app.post(
    '/cars',
    { schema: { tags, body: carBodySchema, response: { 200: envelopeSchema(carSchema) } } },
    async (request) =>
      ok(await service.createCar(contextOf(request), request.body), 'Thêm xe thành công'),
  );

  app.put(
    '/cars/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: carBodySchema,
        response: { 200: envelopeSchema(carSchema) },
      },
    },
    async (request) =>
      ok(
        await service.updateCar(contextOf(request), request.params.id, request.body),
        'Cập nhật xe thành công',
      ),
  );

  app.delete(
    '/cars/:id',
    { schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await service.deleteCar(contextOf(request), request.params.id);
      return ok(null, 'Xóa xe thành công');
    },
  );
};
