import { debtApi } from '@depot/shared/debt/debt.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import { getPeriodStatementPage } from './debt-period.service';
import * as service from './debt.service';

/** Debt (công nợ, docs/domain.md): who owes, what, and the statement of a period. */
export const debtRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, debtApi.list, async (request) =>
    ok(await service.listDebts(contextOf(request), request.query)),
  );

  route(app, debtApi.customer, async (request) =>
    ok(await service.getCustomerDebt(contextOf(request), request.params.customer_id)),
  );

  route(app, debtApi.count, async (request) =>
    ok(await service.countDebt(contextOf(request), request.query.customer_id)),
  );

  route(app, debtApi.setPaid, async (request) => {
    const result = await service.setStatementPaid(contextOf(request), request.body);
    return ok(result, request.body.is_paid ? 'Đã thu tiền' : 'Đã bỏ đánh dấu thu tiền');
  });

  route(app, debtApi.statement, async (request) =>
    ok(await getPeriodStatementPage(contextOf(request), request.query)),
  );
};
