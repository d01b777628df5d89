import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usersApi } from '@depot/shared/users/users.contract';
import { vi as texts } from '../../../i18n/vi';
import { clearSession, saveSession } from '../../../lib/session';
import { on, refused, said, stubEndpoints } from '../../../test/fake-api-endpoints';
import { ADMIN, userOf } from '../../../test/fake-api-forms';
import { renderRoutes } from '../../../test/render-route';
import { UserCreatePage } from './user-create-page';
import { UserUpdatePage } from './user-update-page';

// Spec 1 §5: username, password and full name 6–250 characters, a valid e-mail; an update
// locks username and e-mail and keeps the password when it is left empty.
const t = texts.users;
const routes = {
  '/users/create': <UserCreatePage />,
  '/users/update/:id': <UserUpdatePage />,
  '/users': <h1>Danh sách tài khoản</h1>,
};
const field = (label: string) => screen.getByLabelText(label);
const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => saveSession('token-of-admin', ADMIN));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('the account form', () => {
  it('asks for each field, then for 6 characters and a valid e-mail; sends nothing until right', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints([]);
    renderRoutes('/users/create', routes);
    expect(await screen.findByRole('heading', { name: 'Thêm mới tài khoản' })).toBeTruthy();
    await user.click(button(texts.common.create));
    for (const message of [
      'Vui lòng nhập tên đăng nhập',
      'Vui lòng nhập mật khẩu',
      'Vui lòng nhập email',
      'Vui lòng nhập họ và tên',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }

    await user.type(field(t.username), 'ab');
    await user.type(field(t.password), '123');
    await user.type(field(t.email), 'khong-phai-email');
    await user.type(field(t.fullname), 'Lan');
    for (const message of [
      'Tên đăng nhập phải có ít nhất 6 ký tự',
      'Mật khẩu phải có ít nhất 6 ký tự',
      'Email không hợp lệ',
      'Họ và tên phải có ít nhất 6 ký tự',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await user.click(button(texts.common.create));
    expect(api.requests(usersApi.create)).toEqual([]);
  });

  it('creates the account, says so and clears the form for the next, the cursor in Tên đăng nhập', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints([
      on(usersApi.create, () => said('Thêm tài khoản thành công', userOf())),
    ]);
    renderRoutes('/users/create', routes);
    await user.type(await screen.findByLabelText(t.username), 'thukho01');
    await user.type(field(t.password), 'matkhau123');
    await user.type(field(t.email), 'thukho01@chanhxe.vn');
    await user.type(field(t.fullname), 'Võ Thị Thủ Kho');
    await user.click(button(texts.common.create));

    expect(await screen.findByText('Thêm tài khoản thành công')).toBeTruthy();
    expect(api.bodies(usersApi.create)[0]).toEqual({
      username: 'thukho01',
      password: 'matkhau123',
      email: 'thukho01@chanhxe.vn',
      fullname: 'Võ Thị Thủ Kho',
      role: 'staff',
      // The creator's branch (every branch for this admin), shown only when there are several.
      branch_id: null,
    });
    await waitFor(() => expect(document.activeElement).toBe(field(t.username)));
    expect(field(t.username)).toHaveProperty('value', '');
    expect(field(t.fullname)).toHaveProperty('value', '');
    await user.type(field(t.username), 'k');
    await waitFor(() => expect(screen.queryByText('Thêm tài khoản thành công')).toBeNull());
  });

  it('shows a username already taken (409) in the alert and under the field', async () => {
    const user = userEvent.setup();
    stubEndpoints([
      on(usersApi.create, () =>
        refused(409, 'Tên đăng nhập đã tồn tại', { username: 'Tên đăng nhập đã tồn tại' }),
      ),
    ]);
    renderRoutes('/users/create', routes);
    await user.type(await screen.findByLabelText(t.username), 'thukho01');
    await user.type(field(t.password), 'matkhau123');
    await user.type(field(t.email), 'moi@chanhxe.vn');
    await user.type(field(t.fullname), 'Người Trùng Tên');
    await user.click(button(texts.common.create));

    await waitFor(() => expect(screen.getAllByText('Tên đăng nhập đã tồn tại')).toHaveLength(2));
    const explain = document.querySelector('.ant-form-item-explain-error');
    expect(explain?.textContent).toBe('Tên đăng nhập đã tồn tại');
  });

  it('an update locks username and e-mail, saying why, and keeps an empty password', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints([
      on(usersApi.get, () => userOf({ fullname: 'Trương Văn Cũ' })),
      on(usersApi.update, () =>
        said('Cập nhật tài khoản thành công', userOf({ fullname: 'Trương Văn Mới' })),
      ),
    ]);
    renderRoutes('/users/update/12', routes);
    expect(await screen.findByRole('heading', { name: 'Cập nhật tài khoản' })).toBeTruthy();
    const username = await screen.findByLabelText(t.username);
    await waitFor(() => expect(username).toHaveProperty('value', 'thukho01'));
    expect(username).toHaveProperty('disabled', true);
    expect(username.getAttribute('aria-description')).toBe(
      'Bạn không được phép thay đổi tên đăng nhập',
    );
    expect(field(t.email)).toHaveProperty('disabled', true);
    expect(field(t.email).getAttribute('aria-description')).toBe(
      'Bạn không được phép thay đổi email',
    );
    expect(field(t.password).getAttribute('placeholder')).toBe('Để trống nếu không đổi');

    // A new password still needs 6 characters.
    await user.type(field(t.password), '123');
    expect(await screen.findByText('Mật khẩu phải có ít nhất 6 ký tự')).toBeTruthy();
    await user.clear(field(t.password));
    await user.clear(field(t.fullname));
    await user.type(field(t.fullname), 'Trương Văn Mới');
    await user.click(button(texts.common.update));
    expect(await screen.findByText('Cập nhật tài khoản thành công')).toBeTruthy();
    expect(api.bodies(usersApi.update, { id: 12 })[0]).toEqual({
      fullname: 'Trương Văn Mới',
      role: 'staff',
      branch_id: null,
    });
  });
});
