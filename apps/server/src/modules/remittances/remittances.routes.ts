import { remittancesApi } from '@depot/shared/remittances/remittances.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './remittances.service';

/** Money sent between branches (`Phiếu chuyển tiền`, docs/payments.md). */
export const remittancesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, remittancesApi.create, async (request) => {
    const remittance = await service.createRemittance(contextOf(request), request.body);
    return ok(remittance, `Đã lập phiếu chuyển tiền ${remittance.number}`);
  });

  route(app, remittancesApi.list, async (request) =>
    ok(await service.listRemittances(contextOf(request), request.query)),
  );

  route(app, remittancesApi.remittable, async (request) =>
    ok(await service.remittable(contextOf(request), request.query)),
  );

  route(app, remittancesApi.get, async (request) =>
    ok(await service.getRemittance(contextOf(request), request.params.id)),
  );

  route(app, remittancesApi.confirm, async (request) => {
    const remittance = await service.confirmRemittance(contextOf(request), request.params.id);
    return ok(remittance, `Đã xác nhận nhận tiền ${remittance.number}`);
  });

  route(app, remittancesApi.void, async (request) => {
    const remittance = await service.voidRemittance(
      contextOf(request),
      request.params.id,
      request.body.reason,
    );
    return ok(remittance, `Đã hủy phiếu chuyển tiền ${remittance.number}`);
  });
};
