import { endpoint } from '../api/contract';
import { ACCOUNT_MANAGER_ROLES } from '../users/users.schema';
import {
  cashBookQuerySchema,
  cashBookReplySchema,
  cashCountBodySchema,
  cashCountSchema,
  cashOpeningBodySchema,
  cashOpeningSchema,
} from './cash-book.schema';

const tags = ['Sổ quỹ'];

/** The balancing cash book (`Sổ quỹ tiền mặt`, docs/payments.md "Sổ quỹ (cash book)"). */
export const cashBookApi = {
  /** GET /cash-book: the branch's drawer over depot days, opening to closing. */
  book: endpoint({
    method: 'GET',
    path: '/cash-book',
    tags,
    query: cashBookQuerySchema,
    reply: cashBookReplySchema,
  }),
  /** PUT /cash-book/opening (admins): the first opening balance, set once, changed with a reason. */
  setOpening: endpoint({
    method: 'PUT',
    path: '/cash-book/opening',
    tags,
    body: cashOpeningBodySchema,
    reply: cashOpeningSchema,
    roles: ACCOUNT_MANAGER_ROLES,
  }),
  /** POST /cash-counts (`Kiểm quỹ`): the cash counted at closing against the book. */
  count: endpoint({
    method: 'POST',
    path: '/cash-counts',
    tags,
    body: cashCountBodySchema,
    reply: cashCountSchema,
  }),
};
