import { debtExportQuerySchema, periodStatementQuerySchema } from '@depot/shared/debt/debt.schema';
import { paymentListQuerySchema } from '@depot/shared/payments/payments.schema';
import { productListQuerySchema } from '@depot/shared/products/products.schema';
import { vehicleStatementQuerySchema } from '@depot/shared/receipts/receipts.schema';
import { receiptStatsQuerySchema } from '@depot/shared/statistics/statistics.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/context';
import { cashBookFile } from './cash-book-export';
import { debtFile } from './debt-export';
import { debtStatementFile } from './debt-statement-export';
import { productsFile } from './products-export';
import { statementFile } from './statement-export';
import { statisticsFile } from './statistics-export';
import { inSnapshot, sendWorkbook, XLSX_TYPE } from './xlsx-stream';

const tags = ['Xuất Excel'];
const file = (what: string) => ({ 200: z.any().describe(`${what} (.xlsx, truyền dần)`) });

/** Excel downloads: the same query schemas as their screens, so a bad filter is a 400 first. */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export/products',
    {
      schema: {
        tags,
        querystring: productListQuerySchema,
        produces: [XLSX_TYPE],
        response: file('Danh sách hàng hóa theo bộ lọc'),
      },
    },
    async (request, reply) =>
      sendWorkbook(
        reply,
        await inSnapshot(contextOf(request), (ctx) => productsFile(ctx, request.query)),
      ),
  );

  app.get(
    '/export/statement',
    {
      schema: {
        tags,
        querystring: vehicleStatementQuerySchema,
        produces: [XLSX_TYPE],
        response: file('Bảng kê hàng hóa của một xe trong ngày'),
      },
    },
    async (request, reply) =>
      sendWorkbook(
        reply,
        await inSnapshot(contextOf(request), (ctx) => statementFile(ctx, request.query)),
      ),
  );

  app.get(
    '/export/statistics',
    {
      schema: {
        tags,
        querystring: receiptStatsQuerySchema,
        produces: [XLSX_TYPE],
        response: file('Thống kê bảng kê theo khách hàng, xe và ngày'),
      },
    },
    async (request, reply) =>
      sendWorkbook(
        reply,
        await inSnapshot(contextOf(request), (ctx) => statisticsFile(ctx, request.query)),
      ),
  );
  app.get(
    '/export/debt',
    {
      schema: {
        tags,
        querystring: debtExportQuerySchema,
        produces: [XLSX_TYPE],
        response: file('Danh sách khách hàng còn nợ'),
      },
    },
    async (request, reply) =>
      sendWorkbook(
        reply,
        await inSnapshot(contextOf(request), (ctx) => debtFile(ctx, request.query)),
      ),
  );

  app.get(
    '/export/debt-statement',
    {
      schema: {
        tags,
        querystring: periodStatementQuerySchema,
        produces: [XLSX_TYPE],
        response: file('Bảng đối chiếu công nợ của một khách hàng trong kỳ'),
      },
    },
    async (request, reply) =>
      sendWorkbook(
        reply,
        await inSnapshot(contextOf(request), (ctx) => debtStatementFile(ctx, request.query)),
      ),
  );

  app.get(
    '/export/cash-book',
    {
      schema: {
        tags,
        querystring: paymentListQuerySchema,
        produces: [XLSX_TYPE],
        response: file('Sổ quỹ: các phiếu thu theo bộ lọc và tổng theo hình thức, người thu'),
      },
    },
    async (request, reply) =>
      sendWorkbook(
        reply,
        await inSnapshot(contextOf(request), (ctx) => cashBookFile(ctx, request.query)),
      ),
  );
};
