import { cashBookApi } from '@depot/shared/cash-book/cash-book.contract';
import { formatMoney } from '@depot/shared/text/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as book from './cash-book.service';
import * as counts from './cash-counts.service';

/** The balancing cash book (`Sổ quỹ tiền mặt`, docs/payments.md "Sổ quỹ (cash book)"). */
export const cashBookRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, cashBookApi.book, async (request) =>
    ok(await book.cashBook(contextOf(request), request.query)),
  );

  route(app, cashBookApi.setOpening, async (request) =>
    ok(await counts.setOpening(contextOf(request), request.body), 'Đã lưu số dư đầu kỳ'),
  );

  route(app, cashBookApi.count, async (request) => {
    const count = await counts.recordCount(contextOf(request), request.body);
    const message =
      count.difference === 0
        ? 'Đã kiểm quỹ: khớp sổ'
        : `Đã kiểm quỹ: ${count.difference < 0 ? 'thiếu' : 'thừa'} ${formatMoney(Math.abs(count.difference))}`;
    return ok(count, message);
  });
};
