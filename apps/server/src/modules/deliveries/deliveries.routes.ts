import { deliveriesApi } from '@depot/shared/deliveries/deliveries.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRoute, route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './deliveries.service';
import * as failures from './delivery-failures.service';
import { returnGoods } from './returns.service';

/** The photo, at most 2 MB as base64 (4/3) plus the signature and the fields. */
const DELIVERY_BODY_LIMIT = 4 * 1024 * 1024;

/** Handing goods over (`Giao hàng`, docs/domain.md "Handover"): record, read, images, void. */
export const deliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    deliveriesApi.create,
    async (request) => {
      const delivery = await service.createDelivery(contextOf(request), request.body);
      return ok(delivery, `Đã giao hàng, phiếu ${delivery.number}`);
    },
    { bodyLimit: DELIVERY_BODY_LIMIT },
  );

  route(app, deliveriesApi.get, async (request) =>
    ok(await service.getDelivery(contextOf(request), request.params.id)),
  );

  for (const kind of ['photo', 'signature'] as const) {
    fileRoute(app, deliveriesApi[kind], async (request, reply) => {
      const image = await service.deliveryImage(contextOf(request), request.params.id, kind);
      return reply
        .type(kind === 'photo' ? 'image/jpeg' : 'image/png')
        .header('cache-control', 'private, max-age=3600')
        .send(image);
    });
  }

  route(app, deliveriesApi.failed, async (request) =>
    ok(
      await failures.recordFailedAttempt(contextOf(request), request.body),
      'Đã ghi nhận không giao được',
    ),
  );

  route(app, deliveriesApi.returns, async (request) =>
    ok(await returnGoods(contextOf(request), request.body), 'Đã lập hàng hoàn cho người gửi'),
  );

  route(app, deliveriesApi.reasons, async (request) =>
    ok(await failures.listFailureReasons(contextOf(request))),
  );

  route(app, deliveriesApi.createReason, async (request) =>
    ok(await failures.createFailureReason(contextOf(request), request.body), 'Đã thêm lý do'),
  );

  route(app, deliveriesApi.updateReason, async (request) =>
    ok(
      await failures.updateFailureReason(contextOf(request), request.params.id, request.body),
      'Đã lưu lý do',
    ),
  );

  route(app, deliveriesApi.void, async (request) => {
    const delivery = await service.voidDelivery(
      contextOf(request),
      request.params.id,
      request.body.reason,
    );
    return ok(delivery, `Đã hủy phiếu giao ${delivery.number}`);
  });
};
