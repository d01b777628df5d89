import { envelopeSchema, idParamSchema, pageSchema } from '@depot/shared/api/envelope';
import {
  customerBodySchema,
  customerCreateSchema,
  customerListQuerySchema,
  customerSchema,
} from '@depot/shared/customers/customers.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './customers.service';

const tags = ['Khách hàng'];
const oneCustomer = { 200: envelopeSchema(customerSchema) };

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
      schema: {
        tags,
        querystring: customerListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(customerSchema)) },
      },
    },
    async (request) => ok(await service.listCustomers(contextOf(request), request.query)),
  );

  app.get(
    '/customers/:id',
    { schema: { tags, params: idParamSchema, response: oneCustomer } },
    async (request) => ok(await service.getCustomer(contextOf(request), request.params.id)),
  );

  app.post(
    '/customers',
    { schema: { tags, body: customerCreateSchema, response: oneCustomer } },
    async (request) =>
      ok(
        await service.createCustomer(contextOf(request), request.body),
        'Thêm khách hàng thành công',
      ),
  );

  app.put(
    '/customers/:id',
    { schema: { tags, params: idParamSchema, body: customerBodySchema, response: oneCustomer } },
    async (request) =>
      ok(
        await service.updateCustomer(contextOf(request), request.params.id, request.body),
        'Cập nhật khách hàng thành công',
      ),
  );

  app.delete(
    '/customers/:id',
    { schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await service.deleteCustomer(contextOf(request), request.params.id);
      return ok(null, 'Xóa khách hàng thành công');
    },
  );
};
