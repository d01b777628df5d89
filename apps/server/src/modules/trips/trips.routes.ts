import { tripsApi } from '@depot/shared/trips/trips.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { ok } from '../../lib/reply';
import * as archive from './trips-archive.service';
import { restoreTrips } from './trips-restore.service';
import * as service from './trips.service';
import { acceptExtra, writeOffMissing } from './trip-arrival-admin.service';
import * as road from './trip-road.service';

export const tripsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    tripsApi.list,
    async (request) => ok(await service.listTrips(contextOf(request), request.query)),
    // The reports ask for a week of vehicles at once (limit=1000: 296 rows, 86 KB): the zod
    // check and encode cost 1.7× the SQL (docs/speed.md). Written from the same schema instead.
    { serializerCompiler: fastSerializerCompiler },
  );

  route(app, tripsApi.count, async (request) =>
    ok(await service.countTripLines(contextOf(request), request.query)),
  );

  route(app, tripsApi.archive, async (request) =>
    ok(
      await archive.archiveTrips(contextOf(request), request.query, request.body.reason),
      'Xóa thành công!',
    ),
  );

  route(
    app,
    tripsApi.customers,
    async (request) => ok(await service.listTripCustomers(contextOf(request), request.query)),
    // The reports ask for every statement of a range at once (limit=1000): written from the
    // same schema as the list above, not checked and encoded by zod.
    { serializerCompiler: fastSerializerCompiler },
  );

  route(app, tripsApi.restore, async (request) =>
    ok(await restoreTrips(contextOf(request), request.body), 'Khôi phục thành công'),
  );

  route(app, tripsApi.depart, async (request) =>
    ok(await road.departTrip(contextOf(request), request.params.id), 'Xe đã xuất bến'),
  );

  route(app, tripsApi.arrival, async (request) =>
    ok(await road.getArrival(contextOf(request), request.params.id)),
  );

  route(app, tripsApi.confirmArrival, async (request) =>
    ok(await road.confirmArrival(contextOf(request), request.params.id), 'Đã xác nhận nhận xe'),
  );

  route(app, tripsApi.writeOff, async (request) => {
    const { id, product_id } = request.params;
    const arrival = await writeOffMissing(contextOf(request), id, product_id, request.body.reason);
    return ok(arrival, 'Đã ghi nhận mất hàng');
  });

  route(app, tripsApi.acceptExtra, async (request) =>
    ok(
      await acceptExtra(contextOf(request), request.params.id, request.params.product_id),
      'Đã nhận hàng thừa',
    ),
  );
};
