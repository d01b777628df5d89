import { envelopeSchema } from '@depot/shared/api/envelope';
import {
  receiptPayBodySchema,
  receiptPayConflictSchema,
  receiptPayResultSchema,
  receiptPdfQuerySchema,
  receiptQuerySchema,
  receiptSchema,
  vehicleStatementQuerySchema,
  vehicleStatementSchema,
} from '@depot/shared/receipts/receipts.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import { conflictReplySchema } from '../trips/conflict-reply';
import { getReceiptPdf } from './receipt-pdf.service';
import * as service from './receipts.service';

const tags = ['Phiếu thu'];

/** Receipts (phiếu thu tiền): the print data, the vehicle's statement, payment and the PDF. */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transport/print',
    {
      schema: {
        tags,
        querystring: receiptQuerySchema,
        response: { 200: envelopeSchema(receiptSchema) },
      },
    },
    async (request) => ok(await service.getReceipt(contextOf(request), request.query)),
  );

  app.get(
    '/transport/print/pdf',
    {
      schema: {
        tags,
        querystring: receiptPdfQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('Phiếu thu dạng PDF (A5 hoặc A4)') },
      },
    },
    async (request, reply) => {
      const { pdf, disposition } = await getReceiptPdf(contextOf(request), request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', disposition)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/transport/get-by-car',
    {
      schema: {
        tags,
        querystring: vehicleStatementQuerySchema,
        response: { 200: envelopeSchema(vehicleStatementSchema) },
      },
    },
    async (request) => ok(await service.getVehicleStatement(contextOf(request), request.query)),
  );

  app.post(
    '/transport/pay',
    {
      schema: {
        tags,
        body: receiptPayBodySchema,
        response: {
          200: envelopeSchema(receiptPayResultSchema),
          409: conflictReplySchema(receiptPayConflictSchema),
        },
      },
    },
    async (request) =>
      ok(await service.payReceipt(contextOf(request), request.body), 'Đã thu tiền phiếu thu'),
  );
};
