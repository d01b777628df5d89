import { z } from 'zod';
import { endpoint } from '../api/contract';
import {
  customerLocationSchema,
  districtsQuerySchema,
  locationSchema,
  wardsQuerySchema,
} from './locations.schema';

const tags = ['Địa giới hành chính'];
const locations = z.array(locationSchema);

/** Vietnam's provinces, districts and wards, for addresses and the address-group filter. */
export const locationsApi = {
  /** GET /location/provinces: every province, in Vietnamese reading order. */
  provinces: endpoint({ method: 'GET', path: '/location/provinces', tags, reply: locations }),
  /** GET /location/districts: the districts of a province. */
  districts: endpoint({
    method: 'GET',
    path: '/location/districts',
    tags,
    query: districtsQuerySchema,
    reply: locations,
  }),
  /** GET /location/wards: the wards of a district. */
  wards: endpoint({
    method: 'GET',
    path: '/location/wards',
    tags,
    query: wardsQuerySchema,
    reply: locations,
  }),
  /** GET /location/customer: the address groups customers live in (goods list filter). */
  customers: endpoint({
    method: 'GET',
    path: '/location/customer',
    tags,
    reply: z.array(customerLocationSchema),
  }),
};
