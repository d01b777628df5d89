import { envelopeSchema } from '@depot/shared/api/envelope';
import {
  customerLocationSchema,
  districtsQuerySchema,
  locationSchema,
  wardsQuerySchema,
} from '@depot/shared/locations/locations.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import * as service from './locations.service';

const tags = ['Địa giới hành chính'];
const locationList = { 200: envelopeSchema(z.array(locationSchema)) };

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/location/provinces', { schema: { tags, response: locationList } }, async () =>
    ok(await service.listProvinces(app.db)),
  );

  app.get(
    '/location/districts',
    { schema: { tags, querystring: districtsQuerySchema, response: locationList } },
    async (request) => ok(await service.listDistricts(app.db, request.query.province_id)),
  );

  app.get(
    '/location/wards',
    { schema: { tags, querystring: wardsQuerySchema, response: locationList } },
    async (request) => ok(await service.listWards(app.db, request.query.district_id)),
  );

  app.get(
    '/location/customer',
    {
      schema: { tags, response: { 200: envelopeSchema(z.array(customerLocationSchema)) } },
    },
    async () => ok(await service.listCustomerLocations(app.db)),
  );
};
