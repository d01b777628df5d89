import { locationsApi } from '@depot/shared/locations/locations.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './locations.service';

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, locationsApi.provinces, async (request) =>
    ok(await service.listProvinces(contextOf(request))),
  );

  route(app, locationsApi.districts, async (request) =>
    ok(await service.listDistricts(contextOf(request), request.query.province_id)),
  );

  route(app, locationsApi.wards, async (request) =>
    ok(await service.listWards(contextOf(request), request.query.district_id)),
  );

  route(app, locationsApi.customers, async (request) =>
    ok(await service.listCustomerLocations(contextOf(request))),
  );
};
