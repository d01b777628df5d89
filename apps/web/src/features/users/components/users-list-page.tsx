import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { userListQuerySchema, type User } from '@depot/shared/users/users.schema';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { PageHeader } from '../../../components/page-header';
import { ResourceTable } from '../../../components/resource-table';
import { useDeleteWithToast } from '../../../components/use-delete-with-toast';
import { vi } from '../../../i18n/vi';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useListState, type ListStateOptions } from '../../../lib/use-list-state';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { userColumns } from './user-columns';

const OPTIONS: ListStateOptions<typeof userListQuerySchema> = { pageAlwaysInUrl: true };

/** /users: 10 accounts a page, paging in the URL (?paged=2&limit=10), delete with confirmation. */
export function UsersListPage() {
  const navigate = useNavigate();
  const { user: actor } = useSession();
  const { query, setPage } = useListState(userListQuerySchema, OPTIONS);
  const usersQuery = useUsers(query);

  const { onDelete, dialog } = useDeleteWithToast<User>({
    mutation: useDeleteUser(),
    question: (user) => vi.users.deleteQuestion(user.username),
    backToFirstPage: () => setPage(1),
  });

  // The stored role can be stale; the server has the last word on who sees accounts.
  if (usersQuery.error instanceof ApiError && usersQuery.error.status === 403)
    return <ForbiddenResult />;

  return (
    <>
      {/* Not ListPageHeader: this list has no 'Làm mới' and no + icon; adding them is a UI change. */}
      <PageHeader
        title={vi.users.listTitle}
        extra={
          <Button type="primary" onClick={() => void navigate('/users/create')}>
            {vi.common.create}
          </Button>
        }
      />
      <ResourceTable<User>
        query={usersQuery}
        columns={userColumns({ actor, onDelete })}
        emptyText={vi.users.empty}
        // No hideOnSinglePage: this list has always shown its pager, even for one page.
        pagination={{
          current: query.paged,
          pageSize: query.limit,
          showTotal: vi.users.total,
          onChange: setPage,
        }}
      />
      {dialog}
    </>
  );
}
