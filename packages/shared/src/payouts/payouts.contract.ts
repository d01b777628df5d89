import { endpoint } from '../api/contract';
import { idParamSchema } from '../api/envelope';
import { ACCOUNT_MANAGER_ROLES } from '../users/users.schema';
import {
  payoutCreateSchema,
  payoutListQuerySchema,
  payoutListSchema,
  payoutSchema,
  payoutVoidBodySchema,
} from './payouts.schema';

const tags = ['Phiếu chi'];

/** Payouts (`Phiếu chi`, docs/payments.md "Payouts"): record, list, read one, void. */
export const payoutsApi = {
  /** POST /payouts: a trip cost or other spending, once per request_id; staff may record. */
  create: endpoint({
    method: 'POST',
    path: '/payouts',
    tags,
    body: payoutCreateSchema,
    reply: payoutSchema,
  }),
  /** GET /payouts: the branch's payouts, newest first, by days paid, kind and trip. */
  list: endpoint({
    method: 'GET',
    path: '/payouts',
    tags,
    query: payoutListQuerySchema,
    reply: payoutListSchema,
  }),
  /** GET /payouts/:id: one payout. */
  get: endpoint({
    method: 'GET',
    path: '/payouts/:id',
    tags,
    params: idParamSchema,
    reply: payoutSchema,
  }),
  /** POST /payouts/:id/void (admins, as a payment's void): voided with a reason, still listed. */
  void: endpoint({
    method: 'POST',
    path: '/payouts/:id/void',
    tags,
    params: idParamSchema,
    body: payoutVoidBodySchema,
    reply: payoutSchema,
    roles: ACCOUNT_MANAGER_ROLES,
  }),
};
