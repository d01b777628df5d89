import type { User } from '@depot/shared/users/users.schema';
import type { Role } from '@depot/shared/users/users.schema';
import type { UserRow } from './users.queries';

/** The reply shape of an account: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullname: row.fullname,
    role: row.role as Role,
    branch_id: row.branch_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
