import { z } from 'zod';
import { endpoint } from '../api/contract';
import { idParamSchema, pageSchema } from '../api/envelope';
import { carBodySchema, carListQuerySchema, carSchema } from './cars.schema';

const tags = ['Xe'];

/** Cars (spec 1 §7): any signed-in user (docs/domain.md). */
export const carsApi = {
  /** GET /cars: a page of cars, searched and sorted. */
  list: endpoint({
    method: 'GET',
    path: '/cars',
    tags,
    query: carListQuerySchema,
    reply: pageSchema(carSchema),
  }),
  /** GET /cars/:id: one car. */
  get: endpoint({
    method: 'GET',
    path: '/cars/:id',
    tags,
    params: idParamSchema,
    reply: carSchema,
  }),
  /** POST /cars: Thêm xe. */
  create: endpoint({ method: 'POST', path: '/cars', tags, body: carBodySchema, reply: carSchema }),
  /** PUT /cars/:id: Sửa xe. */
  update: endpoint({
    method: 'PUT',
    path: '/cars/:id',
    tags,
    params: idParamSchema,
    body: carBodySchema,
    reply: carSchema,
  }),
  /** DELETE /cars/:id: Xóa xe, refused once a trip names it. */
  remove: endpoint({
    method: 'DELETE',
    path: '/cars/:id',
    tags,
    params: idParamSchema,
    reply: z.null(),
  }),
};
