import { endpoint } from '../api/contract';
import { idParamSchema } from '../api/envelope';
import { ACCOUNT_MANAGER_ROLES } from '../users/users.schema';
import {
  cashBookSchema,
  paymentCreateSchema,
  paymentListQuerySchema,
  paymentSchema,
  paymentVoidBodySchema,
  customerPaymentsQuerySchema,
  customerPaymentsSchema,
  linePaymentsSchema,
} from './payments.schema';

const tags = ['Phiếu thu'];

/** Payments as records (docs/decisions/0001-payments-are-records.md): Thu tiền, the cash book, one payment, a void. */
export const paymentsApi = {
  /** POST /payments: Thu tiền, once per request_id. */
  create: endpoint({
    method: 'POST',
    path: '/payments',
    tags,
    body: paymentCreateSchema,
    reply: paymentSchema,
  }),
  /** GET /payments: the cash book (Sổ quỹ); staff see their own drawer. */
  cashBook: endpoint({
    method: 'GET',
    path: '/payments',
    tags,
    query: paymentListQuerySchema,
    reply: cashBookSchema,
  }),
  /** GET /payments/:id: one payment, what it paid for, the balance after it. */
  get: endpoint({
    method: 'GET',
    path: '/payments/:id',
    tags,
    params: idParamSchema,
    reply: paymentSchema,
  }),
  /** GET /customers/:id/payments: a customer's payment history (drawer, customer page). */
  ofCustomer: endpoint({
    method: 'GET',
    path: '/customers/:id/payments',
    tags,
    params: idParamSchema,
    query: customerPaymentsQuerySchema,
    reply: customerPaymentsSchema,
  }),
  /** GET /products/:id/payments: the live payments that paid a line (before `Chưa thu`). */
  ofLine: endpoint({
    method: 'GET',
    path: '/products/:id/payments',
    tags,
    params: idParamSchema,
    reply: linePaymentsSchema,
  }),
  /** POST /payments/:id/void (admins): the payment and its allocations voided, with a reason. */
  void: endpoint({
    method: 'POST',
    path: '/payments/:id/void',
    tags,
    params: idParamSchema,
    body: paymentVoidBodySchema,
    reply: paymentSchema,
    roles: ACCOUNT_MANAGER_ROLES,
  }),
};
