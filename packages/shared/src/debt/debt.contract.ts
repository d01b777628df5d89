import { endpoint } from '../api/contract';
import {
  customerDebtSchema,
  customerIdParamSchema,
  debtCountQuerySchema,
  debtCountSchema,
  debtListQuerySchema,
  debtListSchema,
  debtPaidBodySchema,
  debtPaidResultSchema,
  periodStatementPageQuerySchema,
  periodStatementSchema,
} from './debt.schema';

const tags = ['Công nợ'];

/** Debt (công nợ, docs/domain.md): who owes, what, and the statement of a period. */
export const debtApi = {
  /** GET /debt: customers who owe, largest first, with the sum of what all of them owe. */
  list: endpoint({
    method: 'GET',
    path: '/debt',
    tags,
    query: debtListQuerySchema,
    reply: debtListSchema,
  }),
  /** GET /debt/customer/:customer_id: what a customer owes, by statement and loose goods. */
  customer: endpoint({
    method: 'GET',
    path: '/debt/customer/:customer_id',
    tags,
    params: customerIdParamSchema,
    reply: customerDebtSchema,
  }),
  /** GET /debt/count: how many unpaid statements and loose unpaid goods a customer has. */
  count: endpoint({
    method: 'GET',
    path: '/debt/count',
    tags,
    query: debtCountQuerySchema,
    reply: debtCountSchema,
  }),
  /** PUT /debt/paid: every live line of a customer's statement paid (or unpaid) at once. */
  setPaid: endpoint({
    method: 'PUT',
    path: '/debt/paid',
    tags,
    body: debtPaidBodySchema,
    reply: debtPaidResultSchema,
  }),
  /** GET /debt/statement: the statement of account of a period (công nợ theo kỳ). */
  statement: endpoint({
    method: 'GET',
    path: '/debt/statement',
    tags,
    query: periodStatementPageQuerySchema,
    reply: periodStatementSchema,
  }),
};
