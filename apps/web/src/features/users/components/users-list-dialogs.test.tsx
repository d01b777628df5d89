import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usersApi } from '@depot/shared/users/users.contract';
import type { User } from '@depot/shared/users/users.schema';
import { clearSession, saveSession } from '../../../lib/session';
import { on, refused, said, stubEndpoints } from '../../../test/fake-api-endpoints';
import { ADMIN, userOf } from '../../../test/fake-api-forms';
import { renderRoutes } from '../../../test/render-route';
import { UsersListPage } from './users-list-page';

// The delete confirmation of /users: THOÁT keeps the account, ĐỒNG Ý deletes it, back to page 1.
const staff = userOf({ id: 12, username: 'sapbixoa', fullname: 'Người Sắp Bị Xóa' });
const routes = { '/users': <UsersListPage /> };
const url = () => screen.getByRole('status', { name: 'url' }).textContent;
const pageOf = (rows: User[], paged = 1) => ({
  rows,
  total: 20,
  paginate: { paged, limit: 10, last_page: 2 },
});

beforeEach(() => saveSession('token-of-admin', ADMIN));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

async function askToDelete(user: UserEvent) {
  const row = await screen.findByRole('row', { name: /sapbixoa/ });
  await user.click(within(row).getByRole('button', { name: 'Xóa' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('Xác nhận xóa');
  expect(dialog.textContent).toContain('Bạn có chắc muốn xóa tài khoản "sapbixoa"?');
  return dialog;
}

describe('deleting an account', () => {
  it('THOÁT closes the question and deletes nothing', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints([on(usersApi.list, () => pageOf([ADMIN, staff]))]);
    renderRoutes('/users?paged=1&limit=10', routes);
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'THOÁT' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests(usersApi.remove)).toEqual([]);
    expect(screen.getByRole('row', { name: /sapbixoa/ })).toBeTruthy();
  });

  it('ĐỒNG Ý from page 2 deletes it, shows a green toast and goes back to page 1', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const api = stubEndpoints([
      on(usersApi.list, ({ query }) =>
        pageOf(deleted ? [ADMIN] : [ADMIN, staff], Number(query.get('paged') ?? 1)),
      ),
      on(usersApi.remove, () => {
        deleted = true;
        return said('Xóa tài khoản thành công', null);
      }),
    ]);
    renderRoutes('/users?paged=2&limit=10', routes);
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'ĐỒNG Ý' }));
    const toast = await screen.findByText('Xóa tài khoản thành công');
    expect(toast.closest('.toast-success')).toBeTruthy();
    expect(api.requests(usersApi.remove, { id: 12 })).toHaveLength(1);
    await waitFor(() => expect(url()).toBe('/users?paged=1&limit=10'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /sapbixoa/ })).toBeNull());
  });

  it('a refused delete shows the server message in a red toast', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints([
      on(usersApi.list, () => pageOf([ADMIN, staff])),
      on(usersApi.remove, () => refused(404, 'Không tìm thấy tài khoản')),
    ]);
    renderRoutes('/users?paged=1&limit=10', routes);
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'ĐỒNG Ý' }));
    const toast = await screen.findByText('Không tìm thấy tài khoản');
    expect(toast.closest('.toast-error')).toBeTruthy();
    expect(document.querySelector('.toast-success')).toBeNull();
    expect(api.requests(usersApi.remove, { id: 12 })).toHaveLength(1);
  });

  it('the signed-in admin has no Xóa on their own row', async () => {
    stubEndpoints([on(usersApi.list, () => pageOf([ADMIN, staff]))]);
    renderRoutes('/users?paged=1&limit=10', routes);
    const own = await screen.findByRole('row', { name: /quanly01/ });
    expect(within(own).queryByRole('button', { name: 'Xóa' })).toBeNull();
  });
});
