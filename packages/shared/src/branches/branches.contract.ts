import { endpoint } from '../api/contract';
import { idParamSchema } from '../api/envelope';
import { ACCOUNT_MANAGER_ROLES } from '../users/users.schema';
import { branchBodySchema, branchListSchema, branchSchema } from './branches.schema';

const tags = ['Chi nhánh'];

/** Branches: every signed-in user reads them (the header's switch, the goods form); admins write. */
export const branchesApi = {
  /** GET /branches: every branch, in code order. */
  list: endpoint({ method: 'GET', path: '/branches', tags, reply: branchListSchema }),
  /** POST /branches: Thêm chi nhánh. */
  create: endpoint({
    method: 'POST',
    path: '/branches',
    tags,
    roles: ACCOUNT_MANAGER_ROLES,
    body: branchBodySchema,
    reply: branchSchema,
  }),
  /** PUT /branches/:id: Sửa chi nhánh. */
  update: endpoint({
    method: 'PUT',
    path: '/branches/:id',
    tags,
    roles: ACCOUNT_MANAGER_ROLES,
    params: idParamSchema,
    body: branchBodySchema,
    reply: branchSchema,
  }),
};
