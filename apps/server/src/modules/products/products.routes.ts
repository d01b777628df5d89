import { envelopeSchema, idParamSchema, pageSchema } from '@depot/shared/api/envelope';
import {
  auditEntrySchema,
  productCountSchema,
  productCreateSchema,
  productListQuerySchema,
  productSchema,
  productSearchQuerySchema,
  productSuggestionSchema,
} from '@depot/shared/products/products.schema';
import {
  productEditConflictSchema,
  productPatchSchema,
  productUpdateSchema,
} from '@depot/shared/products/products-edit.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/context';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { ok } from '../../lib/reply';
import * as edit from './products-edit.service';
import * as suggestions from './products-suggest.service';
import * as service from './products.service';

const tags = ['Hàng hóa'];
const oneProduct = { 200: envelopeSchema(productSchema) };
const nothing = { 200: envelopeSchema(z.null()) };
/** An edit's 409: on a vehicle, a name taken, or (with data) a paid or loaded line needing a reason. */
const editConflictReply = z
  .object({
    status: z.literal(false),
    message: z.string(),
    data: productEditConflictSchema.nullable(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .describe('Hàng đang ở trên xe, hoặc hàng đã thu tiền / đã lên bảng kê cần lý do sửa');
const edited = { ...oneProduct, 409: editConflictReply };

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags,
        querystring: productListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(productSchema)) },
      },
      // The depot's busiest reply: written by fast-json-stringify from the same schema.
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => ok(await service.listProducts(contextOf(request), request.query)),
  );

  app.get(
    '/products/count',
    {
      schema: {
        tags,
        querystring: productListQuerySchema,
        response: { 200: envelopeSchema(productCountSchema) },
      },
    },
    async (request) => ok(await service.countProducts(contextOf(request), request.query)),
  );

  app.get(
    '/products/search',
    {
      schema: {
        tags,
        querystring: productSearchQuerySchema,
        response: { 200: envelopeSchema(z.array(productSuggestionSchema)) },
      },
    },
    async (request) => ok(await suggestions.searchSuggestions(contextOf(request), request.query)),
  );

  app.delete(
    '/products/suggest/:id',
    { schema: { tags, params: idParamSchema, response: nothing } },
    async (request) => {
      await suggestions.removeSuggestion(contextOf(request), request.params.id);
      return ok(null, 'Đã xóa khỏi gợi ý');
    },
  );

  app.get(
    '/products/customer/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: envelopeSchema(z.array(productSchema)) },
      },
    },
    async (request) =>
      ok(await service.listCustomerProducts(contextOf(request), request.params.id)),
  );

  app.get(
    '/products/:id',
    { schema: { tags, params: idParamSchema, response: oneProduct } },
    async (request) => ok(await service.getProduct(contextOf(request), request.params.id)),
  );

  app.get(
    '/products/:id/history',
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: envelopeSchema(z.array(auditEntrySchema)) },
      },
    },
    async (request) => ok(await service.productHistory(contextOf(request), request.params.id)),
  );

  app.post(
    '/products',
    { schema: { tags, body: productCreateSchema, response: oneProduct } },
    async (request) =>
      ok(await service.createProduct(contextOf(request), request.body), 'Thêm hàng hóa thành công'),
  );

  app.put(
    '/products/:id',
    { schema: { tags, params: idParamSchema, body: productUpdateSchema, response: edited } },
    async (request) =>
      ok(
        await edit.updateProduct(contextOf(request), request.params.id, request.body),
        'Cập nhật hàng hóa thành công',
      ),
  );

  app.patch(
    '/products/:id',
    { schema: { tags, params: idParamSchema, body: productPatchSchema, response: edited } },
    async (request) => {
      const { product, paidOnly } = await edit.patchProduct(
        contextOf(request),
        request.params.id,
        request.body,
      );
      return ok(
        product,
        paidOnly ? 'Đã cập nhật trạng thái thanh toán' : 'Cập nhật hàng hóa thành công',
      );
    },
  );

  app.delete(
    '/products/:id',
    { schema: { tags, params: idParamSchema, response: nothing } },
    async (request) => {
      await edit.deleteProduct(contextOf(request), request.params.id);
      return ok(null, 'Xóa hàng hóa thành công');
    },
  );
};
