import { envelopeSchema } from '@depot/shared/api/envelope';
import {
  customerLocationSchema,
  districtsQuerySchema,
  locationSchema,
  wardsQuerySchema,
} from '@depot/shared/locations/locations.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './locations.service';

const tags = ['Địa giới hành chính'];
const locationList = { 200: envelopeSchema(z.array(locationSchema)) };

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/location/provinces', { schema: { tags, response: locationList } }, async (request) =>
    ok(await service.listProvinces(contextOf(request))),
  );

  app.get(
    '/location/districts',
    { schema: { tags, querystring: districtsQuerySchema, response: locationList } },
    async (request) =>
      ok(await service.listDistricts(contextOf(request), request.query.province_id)),
  );

  app.get(
    '/location/wards',
    { schema: { tags, querystring: wardsQuerySchema, response: locationList } },
    async (request) => ok(await service.listWards(contextOf(request), request.query.district_id)),
  );

  app.get(
    '/location/customer',
    {
      schema: { tags, response: { 200: envelopeSchema(z.array(customerLocationSchema)) } },
    },
    async (request) => ok(await service.listCustomerLocations(contextOf(request))),
  );
};
