import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { ADMIN, failure, sent, stubServer, userOf } from '../../../test/fake-api-forms';
import { renderRoutes } from '../../../test/render-route';
import { UsersListPage } from './users-list-page';

// The delete confirmation of /users: THOÁT keeps the account, ĐỒNG Ý deletes it, back to page 1.
const staff = userOf({ id: 12, username: 'sapbixoa', fullname: 'Người Sắp Bị Xóa' });
const routes = { '/users': <UsersListPage /> };
const url = () => screen.getByRole('status', { name: 'url' }).textContent;
const pageOf = (rows: unknown[], paged = 1) => ({
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
    const seen = stubServer({ 'GET /api/users': () => ({ data: pageOf([ADMIN, staff]) }) });
    renderRoutes('/users?paged=1&limit=10', routes);
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'THOÁT' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(seen, 'DELETE', '/api/users/12')).toEqual([]);
    expect(screen.getByRole('row', { name: /sapbixoa/ })).toBeTruthy();
  });

  it('ĐỒNG Ý from page 2 deletes it, shows a green toast and goes back to page 1', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const seen = stubServer({
      'GET /api/users': ({ query }) => ({
        data: pageOf(deleted ? [ADMIN] : [ADMIN, staff], Number(query.get('paged') ?? 1)),
      }),
      'DELETE /api/users/12': () => {
        deleted = true;
        return { data: null, message: 'Xóa tài khoản thành công' };
      },
    });
    renderRoutes('/users?paged=2&limit=10', routes);
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'ĐỒNG Ý' }));
    const toast = await screen.findByText('Xóa tài khoản thành công');
    expect(toast.closest('.toast-success')).toBeTruthy();
    expect(sent(seen, 'DELETE', '/api/users/12')).toHaveLength(1);
    await waitFor(() => expect(url()).toBe('/users?paged=1&limit=10'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /sapbixoa/ })).toBeNull());
  });

  it('a refused delete shows the server message in a red toast', async () => {
    const user = userEvent.setup();
    stubServer({
      'GET /api/users': () => ({ data: pageOf([ADMIN, staff]) }),
      'DELETE /api/users/12': () => failure(404, 'Không tìm thấy tài khoản'),
    });
    renderRoutes('/users?paged=1&limit=10', routes);
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'ĐỒNG Ý' }));
    const toast = await screen.findByText('Không tìm thấy tài khoản');
    expect(toast.closest('.toast-error')).toBeTruthy();
    expect(document.querySelector('.toast-success')).toBeNull();
  });

  it('the signed-in admin has no Xóa on their own row', async () => {
    stubServer({ 'GET /api/users': () => ({ data: pageOf([ADMIN, staff]) }) });
    renderRoutes('/users?paged=1&limit=10', routes);
    const own = await screen.findByRole('row', { name: /quanly01/ });
    expect(within(own).queryByRole('button', { name: 'Xóa' })).toBeNull();
  });
});
