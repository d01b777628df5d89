import type { TableColumnsType } from 'antd';
import { formatDate } from '@depot/shared/text/format';
import { ROLE_LABELS, type Role, type User } from '@depot/shared/users/users.schema';
import { canDeleteUser, canManageUser } from '@depot/shared/users/users.rules';
import { RowActions } from '../../../components/row-actions';
import { vi } from '../../../i18n/vi';

type UserColumnsOptions = {
  actor: User | null;
  onDelete: (user: User) => void;
};

/**
 * Delete is offered by the rules the server applies (shared): never on one's own row, never on
 * an account the actor may not manage.
 */
export function canDelete(actor: User | null, target: User): boolean {
  if (!actor) return false;
  return canDeleteUser(actor.id, target.id) && canManageUser(actor.role, target.role);
}

export function userColumns({ actor, onDelete }: UserColumnsOptions): TableColumnsType<User> {
  return [
    { title: vi.users.username, dataIndex: 'username', key: 'username' },
    { title: vi.users.fullname, dataIndex: 'fullname', key: 'fullname' },
    { title: vi.users.email, dataIndex: 'email', key: 'email' },
    {
      title: vi.users.createdAt,
      dataIndex: 'created_at',
      key: 'created_at',
      render: (value: string) => formatDate(value),
    },
    {
      title: vi.users.role,
      dataIndex: 'role',
      key: 'role',
      render: (role: Role) => ROLE_LABELS[role] ?? role,
    },
    {
      title: vi.users.actions,
      key: 'actions',
      render: (_value, user) => (
        <RowActions
          editPath={`/users/update/${user.id}`}
          onDelete={canDelete(actor, user) ? () => onDelete(user) : undefined}
        />
      ),
    },
  ];
}
