import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as lines from './transport-lines.service';
import { archiveLine } from './trips-archive.service';
import { restoreLine } from './trips-restore.service';
import { listTransportLines } from './trips.service';

const REMOVED = 'Đã xóa hàng khỏi bảng kê, hàng vẫn còn trong danh sách hàng hóa';

/** A goods line on a trip is a "transport" in the spec's calls (spec 2 §7). */
export const transportLinesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, transportLinesApi.list, async (request) =>
    ok(await listTransportLines(contextOf(request), request.query)),
  );

  route(app, transportLinesApi.archive, async (request) =>
    ok(
      await archiveLine(contextOf(request), request.params.transport_id, {
        reason: request.body.reason ?? request.query.reason,
        departedReason: request.body.reason ?? request.query.reason,
      }),
      REMOVED,
    ),
  );

  route(app, transportLinesApi.archiveProduct, async (request) =>
    ok(
      await archiveLine(contextOf(request), request.params.transport_id, {
        productId: request.params.product_id,
        reason: request.body.reason ?? request.query.reason,
        departedReason: request.body.reason ?? request.query.reason,
      }),
      REMOVED,
    ),
  );

  route(app, transportLinesApi.restore, async (request) =>
    ok(
      await restoreLine(contextOf(request), request.params.transport_id, request.query.reason),
      'Đã đưa hàng trở lại bảng kê',
    ),
  );

  route(app, transportLinesApi.setPaid, async (request) =>
    ok(
      await lines.setLinePaid(
        contextOf(request),
        request.params.transport_id,
        request.body.is_paid,
      ),
      'Cập nhật trạng thái thanh toán thành công',
    ),
  );

  route(app, transportLinesApi.move, async (request) =>
    ok(await lines.moveProducts(contextOf(request), request.body), 'Chuyển hàng thành công'),
  );
};
