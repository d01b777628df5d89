import { customersApi } from '@depot/shared/customers/customers.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as conversion from './address-conversion.service';
import * as service from './customers.service';

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, customersApi.list, async (request) =>
    ok(await service.listCustomers(contextOf(request), request.query)),
  );

  route(app, customersApi.get, async (request) =>
    ok(await service.getCustomer(contextOf(request), request.params.id)),
  );

  route(app, customersApi.create, async (request) =>
    ok(
      await service.createCustomer(contextOf(request), request.body),
      'Thêm khách hàng thành công',
    ),
  );

  route(app, customersApi.update, async (request) =>
    ok(
      await service.updateCustomer(contextOf(request), request.params.id, request.body),
      'Cập nhật khách hàng thành công',
    ),
  );

  route(app, customersApi.remove, async (request) => {
    await service.deleteCustomer(contextOf(request), request.params.id);
    return ok(null, 'Xóa khách hàng thành công');
  });

  route(app, customersApi.conversionStatus, async (request) =>
    ok(await conversion.conversionStatus(contextOf(request), request.query)),
  );

  route(app, customersApi.convertCertain, async (request) => {
    const result = await conversion.convertCertain(contextOf(request));
    return ok(result, `Đã chuyển ${result.converted} khách hàng sang địa chỉ mới`);
  });

  route(app, customersApi.convertOne, async (request) =>
    ok(
      await conversion.convertOne(contextOf(request), request.params.id, request.body),
      'Đã chuyển địa chỉ khách hàng sang danh mục mới',
    ),
  );
};
