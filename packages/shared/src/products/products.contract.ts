import { z } from 'zod';
import { endpoint } from '../api/contract';
import { conflictReplySchema, idParamSchema, pageSchema } from '../api/envelope';
import {
  productEditConflictSchema,
  productPatchSchema,
  productUpdateSchema,
} from './products-edit.schema';
import {
  auditEntrySchema,
  productCountSchema,
  productCreateSchema,
  productListQuerySchema,
  productSchema,
} from './products.schema';
import { productSearchQuerySchema, productSuggestionSchema } from './products-suggest.schema';
import { timelineEntrySchema } from './product-timeline.schema';
import { waitingCustomerSchema, waitingGoodsQuerySchema } from './waiting-goods.schema';

const tags = ['Hàng hóa'];
/**
 * An edit's 409: on a vehicle, a name taken, or (with data) a paid or loaded line needing a
 * reason.
 */
const editConflict = {
  409: conflictReplySchema(
    productEditConflictSchema,
    'Hàng đang ở trên xe, hoặc hàng đã thu tiền / đã lên bảng kê cần lý do sửa',
  ),
};

/** Goods (hàng hóa): the list, its name suggestions, one line, its edits and its trail. */
export const productsApi = {
  /** GET /products: a page of goods under the goods page's filters. */
  list: endpoint({
    method: 'GET',
    path: '/products',
    tags,
    query: productListQuerySchema,
    reply: pageSchema(productSchema),
  }),
  /** GET /products/count: what the same filters match: lines, quantity, weight, amount. */
  count: endpoint({
    method: 'GET',
    path: '/products/count',
    tags,
    query: productListQuerySchema,
    reply: productCountSchema,
  }),
  /** GET /products/waiting: `Hàng chờ giao`, arrived goods by customer, the oldest first. */
  waiting: endpoint({
    method: 'GET',
    path: '/products/waiting',
    tags,
    query: waitingGoodsQuerySchema,
    reply: pageSchema(waitingCustomerSchema),
  }),
  /** GET /products/search: earlier goods like the typed name, offered as suggestions. */
  search: endpoint({
    method: 'GET',
    path: '/products/search',
    tags,
    query: productSearchQuerySchema,
    reply: z.array(productSuggestionSchema),
  }),
  /** DELETE /products/suggest/:id: the goods stay, no longer offered as a suggestion. */
  removeSuggestion: endpoint({
    method: 'DELETE',
    path: '/products/suggest/:id',
    tags,
    params: idParamSchema,
    reply: z.null(),
  }),
  /** GET /products/customer/:id: a customer's goods. */
  ofCustomer: endpoint({
    method: 'GET',
    path: '/products/customer/:id',
    tags,
    params: idParamSchema,
    reply: z.array(productSchema),
  }),
  /** GET /products/:id: one goods line. */
  get: endpoint({
    method: 'GET',
    path: '/products/:id',
    tags,
    params: idParamSchema,
    reply: productSchema,
  }),
  /** GET /products/:id/history: the line's trail of changes. */
  history: endpoint({
    method: 'GET',
    path: '/products/:id/history',
    tags,
    params: idParamSchema,
    reply: z.array(auditEntrySchema),
  }),
  /** GET /products/:id/timeline: where the parcel has been, branch by branch. */
  timeline: endpoint({
    method: 'GET',
    path: '/products/:id/timeline',
    tags,
    params: idParamSchema,
    reply: z.array(timelineEntrySchema),
  }),
  /** POST /products: Thêm hàng hóa, with the month's next code, once per request_id. */
  create: endpoint({
    method: 'POST',
    path: '/products',
    tags,
    body: productCreateSchema,
    reply: productSchema,
  }),
  /** PUT /products/:id: the whole line as the form sends it, with a reason when it needs one. */
  update: endpoint({
    method: 'PUT',
    path: '/products/:id',
    tags,
    params: idParamSchema,
    body: productUpdateSchema,
    reply: productSchema,
    responses: editConflict,
  }),
  /** PATCH /products/:id: the given fields over the stored line; `{is_paid}` marks it paid. */
  patch: endpoint({
    method: 'PATCH',
    path: '/products/:id',
    tags,
    params: idParamSchema,
    body: productPatchSchema,
    reply: productSchema,
    responses: editConflict,
  }),
  /** DELETE /products/:id: Xóa hàng hóa, refused while the goods are on a vehicle's live list. */
  remove: endpoint({
    method: 'DELETE',
    path: '/products/:id',
    tags,
    params: idParamSchema,
    reply: z.null(),
  }),
};
