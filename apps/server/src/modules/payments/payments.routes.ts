import { paymentsApi } from '@depot/shared/payments/payments.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as history from './payments-history.service';
import * as service from './payments.service';

/** Payments as records (docs/decisions/0001-payments-are-records.md): Thu tiền, the cash book, voids. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, paymentsApi.create, async (request) => {
    const payment = await service.createPayment(contextOf(request), request.body);
    return ok(payment, `Đã thu ${payment.number}`);
  });

  route(app, paymentsApi.cashBook, async (request) =>
    ok(await service.listCashBook(contextOf(request), request.query)),
  );

  route(app, paymentsApi.get, async (request) =>
    ok(await service.getPayment(contextOf(request), request.params.id)),
  );

  route(app, paymentsApi.ofCustomer, async (request) =>
    ok(await history.customerPayments(contextOf(request), request.params.id, request.query)),
  );

  route(app, paymentsApi.ofLine, async (request) =>
    ok(await history.linePayments(contextOf(request), request.params.id)),
  );

  route(app, paymentsApi.void, async (request) => {
    const payment = await service.voidPayment(
      contextOf(request),
      request.params.id,
      request.body.reason,
    );
    return ok(payment, `Đã hủy phiếu thu ${payment.number}`);
  });
};
