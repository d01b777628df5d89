import { specificationsApi } from '@depot/shared/specifications/specifications.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './specifications.service';

/** Specifications (spec 1 §2, §7): any signed-in user (docs/domain.md). */
export const specificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, specificationsApi.list, async (request) =>
    ok(await service.listSpecifications(contextOf(request), request.query)),
  );

  route(app, specificationsApi.get, async (request) =>
    ok(await service.getSpecification(contextOf(request), request.params.id)),
  );

  route(app, specificationsApi.create, async (request) =>
    ok(
      await service.createSpecification(contextOf(request), request.body),
      'Thêm quy cách thành công',
    ),
  );

  route(app, specificationsApi.update, async (request) =>
    ok(
      await service.updateSpecification(contextOf(request), request.params.id, request.body),
      'Cập nhật quy cách thành công',
    ),
  );

  route(app, specificationsApi.remove, async (request) => {
    await service.deleteSpecification(contextOf(request), request.params.id);
    return ok(null, 'Xóa quy cách thành công');
  });
};
