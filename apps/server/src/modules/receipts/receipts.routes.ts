import { receiptsApi } from '@depot/shared/receipts/receipts.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRoute, route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { ok } from '../../lib/reply';
import { getReceiptPdf } from './receipt-pdf.service';
import * as service from './receipts.service';

/** Receipts (phiếu thu tiền): the print data, the vehicle's statement, payment and the PDF. */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A receipt's lines and a vehicle's whole statement (147 lines for 50 customers, 100 KB) are
  // written from the reply's schema: the zod check and encode cost a third of the request
  // (docs/speed.md).
  route(
    app,
    receiptsApi.get,
    async (request) => ok(await service.getReceipt(contextOf(request), request.query)),
    { serializerCompiler: fastSerializerCompiler },
  );

  fileRoute(app, receiptsApi.pdf, async (request, reply) => {
    // The app's own address, for the tracking link when the depot has not set a public one.
    const origin = `${request.protocol}://${request.host}`;
    const { pdf, disposition } = await getReceiptPdf(contextOf(request), request.query, origin);
    return reply
      .type('application/pdf')
      .header('content-disposition', disposition)
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  route(
    app,
    receiptsApi.vehicleStatement,
    async (request) => ok(await service.getVehicleStatement(contextOf(request), request.query)),
    { serializerCompiler: fastSerializerCompiler },
  );

  route(app, receiptsApi.pay, async (request) =>
    ok(await service.payReceipt(contextOf(request), request.body), 'Đã thu tiền phiếu thu'),
  );
};
