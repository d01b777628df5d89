import { payoutsApi } from '@depot/shared/payouts/payouts.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './payouts.service';

/** Payouts (`Phiếu chi`, docs/payments.md "Payouts"): record, list, read one, void. */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, payoutsApi.create, async (request) => {
    const payout = await service.createPayout(contextOf(request), request.body);
    return ok(payout, `Đã chi ${payout.number}`);
  });

  route(app, payoutsApi.list, async (request) =>
    ok(await service.listPayouts(contextOf(request), request.query)),
  );

  route(app, payoutsApi.get, async (request) =>
    ok(await service.getPayout(contextOf(request), request.params.id)),
  );

  route(app, payoutsApi.void, async (request) => {
    const payout = await service.voidPayout(
      contextOf(request),
      request.params.id,
      request.body.reason,
    );
    return ok(payout, `Đã hủy phiếu chi ${payout.number}`);
  });
};
