import { endpoint } from '../api/contract';
import { idParamSchema } from '../api/envelope';
import { ACCOUNT_MANAGER_ROLES } from '../users/users.schema';
import {
  remittableQuerySchema,
  remittableSchema,
  remittanceCreateSchema,
  remittanceListQuerySchema,
  remittanceListSchema,
  remittanceSchema,
  remittanceVoidBodySchema,
} from './remittances.schema';

const tags = ['Phiếu chuyển tiền'];

/** Money sent between branches (docs/payments.md "Money between branches"). */
export const remittancesApi = {
  /** POST /remittances: sent now from the branch acted for; once per request_id. */
  create: endpoint({
    method: 'POST',
    path: '/remittances',
    tags,
    body: remittanceCreateSchema,
    reply: remittanceSchema,
  }),
  /** GET /remittances: sent or to receive by the branch acted for, newest first. */
  list: endpoint({
    method: 'GET',
    path: '/remittances',
    tags,
    query: remittanceListQuerySchema,
    reply: remittanceListSchema,
  }),
  /** GET /remittances/lines: thu hộ collected here for senders of `to_branch_id`, not yet sent. */
  remittable: endpoint({
    method: 'GET',
    path: '/remittances/lines',
    tags,
    query: remittableQuerySchema,
    reply: remittableSchema,
  }),
  /** GET /remittances/:id: one remittance with its lines. */
  get: endpoint({
    method: 'GET',
    path: '/remittances/:id',
    tags,
    params: idParamSchema,
    reply: remittanceSchema,
  }),
  /** POST /remittances/:id/confirm: the receiving branch says the money arrived. */
  confirm: endpoint({
    method: 'POST',
    path: '/remittances/:id/confirm',
    tags,
    params: idParamSchema,
    reply: remittanceSchema,
  }),
  /** POST /remittances/:id/void (admins): while not confirmed, with a reason. */
  void: endpoint({
    method: 'POST',
    path: '/remittances/:id/void',
    tags,
    params: idParamSchema,
    body: remittanceVoidBodySchema,
    reply: remittanceSchema,
    roles: ACCOUNT_MANAGER_ROLES,
  }),
};
