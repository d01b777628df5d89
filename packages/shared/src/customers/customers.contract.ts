import { z } from 'zod';
import { endpoint } from '../api/contract';
import { idParamSchema, pageSchema } from '../api/envelope';
import { ACCOUNT_MANAGER_ROLES } from '../users/users.schema';
import {
  bulkConversionSchema,
  conversionQuerySchema,
  conversionStatusSchema,
  customerConversionSchema,
  customerBodySchema,
  customerCreateSchema,
  customerListQuerySchema,
  customerSchema,
} from './customers.schema';

const tags = ['Khách hàng'];

/** Customers (spec 1 §7): any signed-in user. */
export const customersApi = {
  /** GET /customers: a page of customers, searched and sorted. */
  list: endpoint({
    method: 'GET',
    path: '/customers',
    tags,
    query: customerListQuerySchema,
    reply: pageSchema(customerSchema),
  }),
  /** GET /customers/:id: one customer. */
  get: endpoint({
    method: 'GET',
    path: '/customers/:id',
    tags,
    params: idParamSchema,
    reply: customerSchema,
  }),
  /** POST /customers: Thêm khách hàng, once per request_id. */
  create: endpoint({
    method: 'POST',
    path: '/customers',
    tags,
    body: customerCreateSchema,
    reply: customerSchema,
  }),
  /** PUT /customers/:id: Sửa khách hàng. */
  update: endpoint({
    method: 'PUT',
    path: '/customers/:id',
    tags,
    params: idParamSchema,
    body: customerBodySchema,
    reply: customerSchema,
  }),
  /** DELETE /customers/:id: Xóa khách hàng, refused while goods use it. */
  remove: endpoint({
    method: 'DELETE',
    path: '/customers/:id',
    tags,
    params: idParamSchema,
    reply: z.null(),
  }),
  /**
   * GET /customers/address-conversion (admins): how many customers still have an old address,
   * how many convert with certainty, and a page of the others with the wards to pick from.
   */
  conversionStatus: endpoint({
    method: 'GET',
    path: '/customers/address-conversion',
    tags,
    roles: ACCOUNT_MANAGER_ROLES,
    query: conversionQuerySchema,
    reply: conversionStatusSchema,
  }),
  /**
   * POST /customers/address-conversion (admins): converts every customer whose old ward went
   * whole into one new ward, in one transaction, audited; the old address stays readable.
   */
  convertCertain: endpoint({
    method: 'POST',
    path: '/customers/address-conversion',
    tags,
    roles: ACCOUNT_MANAGER_ROLES,
    reply: bulkConversionSchema,
  }),
  /**
   * POST /customers/:id/address-conversion (admins): converts one customer to the new ward a
   * person picked (one of its candidates, or any ward of the 2025 list), audited.
   */
  convertOne: endpoint({
    method: 'POST',
    path: '/customers/:id/address-conversion',
    tags,
    roles: ACCOUNT_MANAGER_ROLES,
    params: idParamSchema,
    body: customerConversionSchema,
    reply: customerSchema,
  }),
};
