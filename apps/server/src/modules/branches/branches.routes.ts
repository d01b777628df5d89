import { branchesApi } from '@depot/shared/branches/branches.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './branches.service';

/** Branches (docs/domain.md, "Branches"): everyone reads them, admins write. */
export const branchesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, branchesApi.list, async (request) =>
    ok(await service.listBranches(contextOf(request))),
  );

  route(app, branchesApi.create, async (request) =>
    ok(await service.createBranch(contextOf(request), request.body), 'Thêm chi nhánh thành công'),
  );

  route(app, branchesApi.update, async (request) =>
    ok(
      await service.updateBranch(contextOf(request), request.params.id, request.body),
      'Cập nhật chi nhánh thành công',
    ),
  );
};
