import { locationsApi } from '@depot/shared/locations/locations.contract';
import { NEW_ADDRESS_VERSION } from '@depot/shared/locations/locations.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './locations.service';

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, locationsApi.provinces, async (request) =>
    ok(await service.listProvinces(contextOf(request), request.query.version)),
  );

  route(app, locationsApi.districts, async (request) =>
    ok(await service.listDistricts(contextOf(request), request.query.province_id)),
  );

  route(app, locationsApi.wards, async (request) => {
    const { version, province_id, district_id } = request.query;
    // The schema asks for province_id with version 2025 and district_id without it.
    if (version === NEW_ADDRESS_VERSION) {
      return ok(await service.listWards2025(contextOf(request), province_id!));
    }
    return ok(await service.listWards(contextOf(request), district_id!));
  });

  route(app, locationsApi.convert, async (request) =>
    ok(await service.convertWard(contextOf(request), request.query.ward_id)),
  );

  route(app, locationsApi.customers, async (request) =>
    ok(await service.listCustomerLocations(contextOf(request), request.query)),
  );
};
