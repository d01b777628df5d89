import { envelopeSchema } from '@depot/shared/api/envelope';
import {
  customerDebtSchema,
  customerIdParamSchema,
  debtCountQuerySchema,
  debtCountSchema,
  debtListQuerySchema,
  debtListSchema,
  debtPaidBodySchema,
  debtPaidResultSchema,
  periodStatementQuerySchema,
  periodStatementSchema,
} from '@depot/shared/debt/debt.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './debt.service';

const tags = ['Công nợ'];

/** Debt (công nợ, DESIGN.md decision 6): who owes, what, and the statement of a period. */
export const debtRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/debt',
    {
      schema: {
        tags,
        querystring: debtListQuerySchema,
        response: { 200: envelopeSchema(debtListSchema) },
      },
    },
    async (request) => ok(await service.listDebts(contextOf(request), request.query)),
  );

  app.get(
    '/debt/customer/:customer_id',
    {
      schema: {
        tags,
        params: customerIdParamSchema,
        response: { 200: envelopeSchema(customerDebtSchema) },
      },
    },
    async (request) =>
      ok(await service.getCustomerDebt(contextOf(request), request.params.customer_id)),
  );

  app.get(
    '/debt/count',
    {
      schema: {
        tags,
        querystring: debtCountQuerySchema,
        response: { 200: envelopeSchema(debtCountSchema) },
      },
    },
    async (request) => ok(await service.countDebt(contextOf(request), request.query.customer_id)),
  );

  app.put(
    '/debt/paid',
    {
      schema: {
        tags,
        body: debtPaidBodySchema,
        response: { 200: envelopeSchema(debtPaidResultSchema) },
      },
    },
    async (request) => {
      const result = await service.setStatementPaid(contextOf(request), request.body);
      return ok(result, request.body.is_paid ? 'Đã thu tiền' : 'Đã bỏ đánh dấu thu tiền');
    },
  );

  app.get(
    '/debt/statement',
    {
      schema: {
        tags,
        querystring: periodStatementQuerySchema,
        response: { 200: envelopeSchema(periodStatementSchema) },
      },
    },
    async (request) => ok(await service.getPeriodStatement(contextOf(request), request.query)),
  );
};
