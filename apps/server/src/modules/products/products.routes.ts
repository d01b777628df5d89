import { productsApi } from '@depot/shared/products/products.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { ok } from '../../lib/reply';
import * as edit from './products-edit.service';
import * as suggestions from './products-suggest.service';
import * as service from './products.service';
import { productTimeline } from './product-timeline.service';
import { waitingGoods } from './products-waiting.service';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    productsApi.list,
    async (request) => ok(await service.listProducts(contextOf(request), request.query)),
    // The depot's busiest reply: written by fast-json-stringify from the same schema.
    { serializerCompiler: fastSerializerCompiler },
  );

  route(app, productsApi.count, async (request) =>
    ok(await service.countProducts(contextOf(request), request.query)),
  );

  route(app, productsApi.waiting, async (request) =>
    ok(await waitingGoods(contextOf(request), request.query)),
  );

  route(app, productsApi.search, async (request) =>
    ok(await suggestions.searchSuggestions(contextOf(request), request.query)),
  );

  route(app, productsApi.removeSuggestion, async (request) => {
    await suggestions.removeSuggestion(contextOf(request), request.params.id);
    return ok(null, 'Đã xóa khỏi gợi ý');
  });

  route(app, productsApi.ofCustomer, async (request) =>
    ok(await service.listCustomerProducts(contextOf(request), request.params.id)),
  );

  route(app, productsApi.get, async (request) =>
    ok(await service.getProduct(contextOf(request), request.params.id)),
  );

  route(app, productsApi.history, async (request) =>
    ok(await service.productHistory(contextOf(request), request.params.id)),
  );

  route(app, productsApi.timeline, async (request) =>
    ok(await productTimeline(contextOf(request), request.params.id)),
  );

  route(app, productsApi.create, async (request) =>
    ok(await service.createProduct(contextOf(request), request.body), 'Thêm hàng hóa thành công'),
  );

  route(app, productsApi.update, async (request) =>
    ok(
      await edit.updateProduct(contextOf(request), request.params.id, request.body),
      'Cập nhật hàng hóa thành công',
    ),
  );

  route(app, productsApi.patch, async (request) => {
    const { product, paidOnly } = await edit.patchProduct(
      contextOf(request),
      request.params.id,
      request.body,
    );
    return ok(
      product,
      paidOnly ? 'Đã cập nhật trạng thái thanh toán' : 'Cập nhật hàng hóa thành công',
    );
  });

  route(app, productsApi.remove, async (request) => {
    await edit.deleteProduct(contextOf(request), request.params.id);
    return ok(null, 'Xóa hàng hóa thành công');
  });
};
