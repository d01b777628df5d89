import { z } from 'zod';
import { endpoint } from '../api/contract';
import { idParamSchema, pageSchema } from '../api/envelope';
import {
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
};
