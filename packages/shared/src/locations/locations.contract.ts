import { z } from 'zod';
import { endpoint } from '../api/contract';
import { customerLocationsQuerySchema } from './customer-locations';
import {
  convertQuerySchema,
  customerLocationSchema,
  districtsQuerySchema,
  locationSchema,
  provincesQuerySchema,
  wardConversionSchema,
  wardOptionSchema,
  wardsQuerySchema,
} from './locations.schema';

const tags = ['Địa giới hành chính'];
const locations = z.array(locationSchema);

/** Vietnam's provinces, districts and wards, for addresses and the address-group filter. */
export const locationsApi = {
  /**
   * GET /location/provinces: every province, in Vietnamese reading order; the 34 provinces of
   * 1 July 2025 with `version=2025`.
   */
  provinces: endpoint({
    method: 'GET',
    path: '/location/provinces',
    tags,
    query: provincesQuerySchema,
    reply: locations,
  }),
  /** GET /location/districts: the districts of a province (old list only). */
  districts: endpoint({
    method: 'GET',
    path: '/location/districts',
    tags,
    query: districtsQuerySchema,
    reply: locations,
  }),
  /**
   * GET /location/wards: the wards of an old district, or with `version=2025` the new wards of
   * a new province, each with `formerly` (the old wards it was made of).
   */
  wards: endpoint({
    method: 'GET',
    path: '/location/wards',
    tags,
    query: wardsQuerySchema,
    reply: z.array(wardOptionSchema),
  }),
  /** GET /location/convert: the new ward(s) an old ward went into, and whether it is sure. */
  convert: endpoint({
    method: 'GET',
    path: '/location/convert',
    tags,
    query: convertQuerySchema,
    reply: wardConversionSchema,
  }),
  /**
   * GET /location/customer: the address groups customers live in (goods list filter), searched
   * as the person types: the first `limit` (50) whose label contains `q`, and the picked ones
   * (`location`) whatever `q` says, the 2025 list's first, each list in reading order.
   */
  customers: endpoint({
    method: 'GET',
    path: '/location/customer',
    tags,
    query: customerLocationsQuerySchema,
    reply: z.array(customerLocationSchema),
  }),
};
