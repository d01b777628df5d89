import { envelopeSchema, idParamSchema } from '@depot/shared/api/envelope';
import {
  cashBookSchema,
  paymentCreateSchema,
  paymentListQuerySchema,
  paymentSchema,
  paymentVoidBodySchema,
} from '@depot/shared/payments/payments.schema';
import { ACCOUNT_MANAGER_ROLES } from '@depot/shared/users/users.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './payments.service';

const tags = ['Phiếu thu'];

/** Payments as records (issue 19, DESIGN.md decision 13): Thu tiền, the cash book, voids. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments',
    {
      schema: {
        tags,
        body: paymentCreateSchema,
        response: { 200: envelopeSchema(paymentSchema) },
      },
    },
    async (request) => {
      const payment = await service.createPayment(contextOf(request), request.body);
      return ok(payment, `Đã thu ${payment.number}`);
    },
  );

  app.get(
    '/payments',
    {
      schema: {
        tags,
        querystring: paymentListQuerySchema,
        response: { 200: envelopeSchema(cashBookSchema) },
      },
    },
    async (request) => ok(await service.listCashBook(contextOf(request), request.query)),
  );

  app.get(
    '/payments/:id',
    {
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(paymentSchema) } },
    },
    async (request) => ok(await service.getPayment(contextOf(request), request.params.id)),
  );

  app.post(
    '/payments/:id/void',
    {
      config: { roles: ACCOUNT_MANAGER_ROLES },
      schema: {
        tags,
        params: idParamSchema,
        body: paymentVoidBodySchema,
        response: { 200: envelopeSchema(paymentSchema) },
      },
    },
    async (request) => {
      const payment = await service.voidPayment(
        contextOf(request),
        request.params.id,
        request.body.reason,
      );
      return ok(payment, `Đã hủy phiếu thu ${payment.number}`);
    },
  );
};
