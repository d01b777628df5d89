import { endpoint, fileEndpoint } from '../api/contract';
import { conflictReplySchema } from '../api/envelope';
import {
  receiptPayBodySchema,
  receiptPayConflictSchema,
  receiptPayResultSchema,
  receiptPdfQuerySchema,
  receiptQuerySchema,
  receiptSchema,
  vehicleStatementQuerySchema,
  vehicleStatementSchema,
} from './receipts.schema';

const tags = ['Phiếu thu'];

/** Receipts (phiếu thu tiền): the print data, the vehicle's statement, payment and the PDF. */
export const receiptsApi = {
  /** GET /transport/print (spec: get-print): one customer's receipt on a vehicle and date. */
  get: endpoint({
    method: 'GET',
    path: '/transport/print',
    tags,
    query: receiptQuerySchema,
    reply: receiptSchema,
  }),
  /** GET /transport/print/pdf: the same receipt as a PDF download (A5 or A4). */
  pdf: fileEndpoint({
    method: 'GET',
    path: '/transport/print/pdf',
    tags,
    query: receiptPdfQuerySchema,
    file: { type: 'application/pdf', description: 'Phiếu thu dạng PDF (A5 hoặc A4)' },
  }),
  /** GET /transport/get-by-car: every customer's receipt on a vehicle and date. */
  vehicleStatement: endpoint({
    method: 'GET',
    path: '/transport/get-by-car',
    tags,
    query: vehicleStatementQuerySchema,
    reply: vehicleStatementSchema,
  }),
  /** POST /transport/pay: a receipt's chosen lines (or all) paid; 409 names those not on it. */
  pay: endpoint({
    method: 'POST',
    path: '/transport/pay',
    tags,
    body: receiptPayBodySchema,
    reply: receiptPayResultSchema,
    responses: { 409: conflictReplySchema(receiptPayConflictSchema) },
  }),
};
