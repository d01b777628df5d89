import { z } from 'zod';
import { endpoint } from '../api/contract';
import { idParamSchema, pageSchema } from '../api/envelope';
import {
  specificationBodySchema,
  specificationListQuerySchema,
  specificationSchema,
} from './specifications.schema';

const tags = ['Quy cách'];

/** Specifications (spec 1 §2, §7): any signed-in user (docs/domain.md). */
export const specificationsApi = {
  /** GET /specifications: a page of specifications, searched and sorted. */
  list: endpoint({
    method: 'GET',
    path: '/specifications',
    tags,
    query: specificationListQuerySchema,
    reply: pageSchema(specificationSchema),
  }),
  /** GET /specifications/:id: one specification. */
  get: endpoint({
    method: 'GET',
    path: '/specifications/:id',
    tags,
    params: idParamSchema,
    reply: specificationSchema,
  }),
  /** POST /specifications: Thêm quy cách. */
  create: endpoint({
    method: 'POST',
    path: '/specifications',
    tags,
    body: specificationBodySchema,
    reply: specificationSchema,
  }),
  /** PUT /specifications/:id: Sửa quy cách. */
  update: endpoint({
    method: 'PUT',
    path: '/specifications/:id',
    tags,
    params: idParamSchema,
    body: specificationBodySchema,
    reply: specificationSchema,
  }),
  /** DELETE /specifications/:id: Xóa quy cách. */
  remove: endpoint({
    method: 'DELETE',
    path: '/specifications/:id',
    tags,
    params: idParamSchema,
    reply: z.null(),
  }),
};
