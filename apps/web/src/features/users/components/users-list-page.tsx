import { useSearchParams, useNavigate } from 'react-router';
import { Alert, Button, Card, Table } from 'antd';
import { USERS_PAGE_SIZE, type User } from '@depot/shared/users/users.schema';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { vi } from '../../../i18n/vi';
import { ApiError, errorMessage } from '../../../lib/api-client';
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
  const toast = useToast();
  const { confirm: confirmDelete, dialog: deleteDialog } = useConfirmDelete();
  const { user: actor } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const paged = positiveInt(searchParams.get('paged'), 1);
  const limit = positiveInt(searchParams.get('limit'), USERS_PAGE_SIZE);
  const usersQuery = useUsers({ paged, limit });
  const deleteUser = useDeleteUser();

  const goToPage = (page: number, pageSize: number) => {
    setSearchParams({ paged: String(page), limit: String(pageSize) });
  };

  const onDelete = (user: User) => {
    confirmDelete({
      content: vi.users.deleteQuestion(user.username),
      onConfirm: () =>
        deleteUser.mutateAsync(user.id).then(
          (message) => {
            toast.success(message);
            // Spec 1 §4: after a delete the list returns to page 1 and reloads.
            goToPage(1, limit);
          },
          (error: unknown) => toast.error(errorMessage(error)),
        ),
    });
  };

  // The stored role can be stale; the server has the last word on who sees accounts.
  if (usersQuery.error instanceof ApiError && usersQuery.error.status === 403)
    return <ForbiddenResult />;

  return (
    <>
      <PageHeader
        title={vi.users.listTitle}
        extra={
          <Button type="primary" onClick={() => navigate('/users/create')}>
            {vi.common.create}
          </Button>
        }
      />
      <Card>
        {usersQuery.isError && (
          <Alert
            type="error"
            showIcon
            title={errorMessage(usersQuery.error)}
            style={{ marginBottom: 16 }}
          />
        )}
        <Table<User>
          rowKey="id"
          columns={userColumns({ actor, onDelete })}
          dataSource={usersQuery.data?.rows ?? []}
          loading={usersQuery.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: vi.users.empty }}
          pagination={{
            current: paged,
            pageSize: limit,
            total: usersQuery.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => vi.users.total(total),
            onChange: goToPage,
          }}
        />
      </Card>
      {deleteDialog}
    </>
  );
}
