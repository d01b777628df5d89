import { usersApi } from '@depot/shared/users/users.contract';
import { resourceQueries, type ListQuery } from '../../../lib/resource-queries';

/** A page of accounts as the shared schema reads it (`paged`, `limit`). */
export type UsersPageQuery = ListQuery<typeof usersApi.list>;

/**
 * GET /users?paged&limit → one page of accounts (admin or superadmin only);
 * GET /users/:id → one account, for the update form.
 */
export const userQueries = resourceQueries('users', { list: usersApi.list, detail: usersApi.get });
