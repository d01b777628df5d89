import { carsApi } from '@depot/shared/cars/cars.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './cars.service';

/** Cars (spec 1 §7): any signed-in user (docs/domain.md). */
export const carsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, carsApi.list, async (request) =>
    ok(await service.listCars(contextOf(request), request.query)),
  );

  route(app, carsApi.get, async (request) =>
    ok(await service.getCar(contextOf(request), request.params.id)),
  );

  route(app, carsApi.create, async (request) =>
    ok(await service.createCar(contextOf(request), request.body), 'Thêm xe thành công'),
  );

  route(app, carsApi.update, async (request) =>
    ok(
      await service.updateCar(contextOf(request), request.params.id, request.body),
      'Cập nhật xe thành công',
    ),
  );

  route(app, carsApi.remove, async (request) => {
    await service.deleteCar(contextOf(request), request.params.id);
    return ok(null, 'Xóa xe thành công');
  });
};
