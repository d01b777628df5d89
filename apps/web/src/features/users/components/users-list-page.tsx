import { useSearchParams, useNavigate } from 'react-router';
import { Button } from 'antd';
import { USERS_PAGE_SIZE, type User } from '@depot/shared/users/users.schema';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { PageHeader } from '../../../components/page-header';
import { ResourceTable } from '../../../components/resource-table';
import { useDeleteWithToast } from '../../../components/use-delete-with-toast';
import { vi } from '../../../i18n/vi';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { userColumns } from './user-columns';

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** /users: 10 accounts a page, paging in the URL (?paged=2&limit=10), delete with confirmation. */
export function UsersListPage() {
  const navigate = useNavigate();
  const { user: actor } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const paged = positiveInt(searchParams.get('paged'), 1);
  const limit = positiveInt(searchParams.get('limit'), USERS_PAGE_SIZE);
  const usersQuery = useUsers({ paged, limit });

  const goToPage = (page: number, pageSize: number) => {
    setSearchParams({ paged: String(page), limit: String(pageSize) });
  };

  const { onDelete, dialog } = useDeleteWithToast<User>({
    mutation: useDeleteUser(),
    question: (user) => vi.users.deleteQuestion(user.username),
    backToFirstPage: () => goToPage(1, limit),
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
          <Button type="primary" onClick={() => navigate('/users/create')}>
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
          current: paged,
          pageSize: limit,
          showTotal: vi.users.total,
          onChange: goToPage,
        }}
      />
      {dialog}
    </>
  );
}
