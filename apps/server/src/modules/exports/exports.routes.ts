import { exportsApi } from '@depot/shared/exports/exports.contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRoute } from '../../lib/contract-route';
import { contextOf, forReports } from '../../lib/context';
import { cashBookFile } from './cash-book-export';
import { codSenderFile } from './cod-sender-export';
import { debtFile } from './debt-export';
import { debtStatementFile } from './debt-statement-export';
import { productsFile } from './products-export';
import { statementFile } from './statement-export';
import { statisticsFile } from './statistics-export';
import { inSnapshot, sendWorkbook } from './xlsx-stream';

/**
 * The lists of a period (goods, statistics, debts, cash book) are reports: a replica may answer.
 * A statement (of a vehicle, of a customer's debt) is printed right after the loads or the
 * payment it shows: it reads the primary, which has them.
 */
const report = (request: FastifyRequest) => forReports(contextOf(request));

/** Excel downloads: the same query schemas as their screens, so a bad filter is a 400 first. */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  fileRoute(app, exportsApi.products, async (request, reply) =>
    sendWorkbook(
      reply,
      await inSnapshot(report(request), (ctx) => productsFile(ctx, request.query)),
    ),
  );

  fileRoute(app, exportsApi.statement, async (request, reply) =>
    sendWorkbook(
      reply,
      await inSnapshot(contextOf(request), (ctx) => statementFile(ctx, request.query)),
    ),
  );

  fileRoute(app, exportsApi.statistics, async (request, reply) =>
    sendWorkbook(
      reply,
      await inSnapshot(report(request), (ctx) => statisticsFile(ctx, request.query)),
    ),
  );

  fileRoute(app, exportsApi.debt, async (request, reply) =>
    sendWorkbook(reply, await inSnapshot(report(request), (ctx) => debtFile(ctx, request.query))),
  );

  fileRoute(app, exportsApi.debtStatement, async (request, reply) =>
    sendWorkbook(
      reply,
      await inSnapshot(contextOf(request), (ctx) => debtStatementFile(ctx, request.query)),
    ),
  );

  fileRoute(app, exportsApi.cashBook, async (request, reply) =>
    sendWorkbook(
      reply,
      await inSnapshot(report(request), (ctx) => cashBookFile(ctx, request.query)),
    ),
  );

  fileRoute(app, exportsApi.codSender, async (request, reply) =>
    sendWorkbook(
      reply,
      await inSnapshot(contextOf(request), (ctx) => codSenderFile(ctx, request.query)),
    ),
  );
};
