import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@depot/shared/auth/auth.contract';
import { clearSession, getSession, saveSession } from '../../../lib/session';
import { on, refused, stubEndpoints } from '../../../test/fake-api-endpoints';
import { userOf } from '../../../test/fake-api-forms';
import { renderRoutes } from '../../../test/render-route';
import { LoginPage } from './login-page';

// Spec 1 §2, §6: both fields required; the server's refusal (wrong password, too many tries)
// shown above the form; success stores the session and opens the goods list.
const routes = { '/login': <LoginPage />, '/products': <h1>Quản lý sản phẩm</h1> };
const url = () => screen.getByRole('status', { name: 'url' }).textContent;
const WRONG = 'Tên đăng nhập hoặc mật khẩu không đúng';
const TOO_MANY = 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

async function signIn(user: UserEvent, username: string, password: string) {
  await user.type(await screen.findByLabelText('Tên đăng nhập'), username);
  await user.type(screen.getByLabelText('Mật khẩu'), password);
  await user.click(screen.getByRole('button', { name: 'Đăng Nhập' }));
}

describe('the login page', () => {
  it('an empty form shows both required messages and sends nothing', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints([]);
    renderRoutes('/login', routes);
    await user.click(await screen.findByRole('button', { name: 'Đăng Nhập' }));
    expect(await screen.findByText('Vui lòng nhập tên đăng nhập')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập mật khẩu')).toBeTruthy();
    expect(api.requests(authApi.login)).toEqual([]);
  });

  it('a wrong password (401) shows the server message and stays on the login page', async () => {
    const user = userEvent.setup();
    const api = stubEndpoints([on(authApi.login, () => refused(401, WRONG))]);
    renderRoutes('/login', routes);
    await signIn(user, 'quanly01', 'sai-mat-khau');
    expect((await screen.findByRole('alert')).textContent).toContain(WRONG);
    expect(url()).toBe('/login');
    expect(api.bodies(authApi.login)[0]).toEqual({
      username: 'quanly01',
      password: 'sai-mat-khau',
    });
    expect(getSession().token).toBeNull();
  });

  it('too many failed tries (429) shows the wait in the alert', async () => {
    const user = userEvent.setup();
    stubEndpoints([on(authApi.login, () => refused(429, TOO_MANY))]);
    renderRoutes('/login', routes);
    await signIn(user, 'quanly01', 'sai-mat-khau');
    expect((await screen.findByRole('alert')).textContent).toContain(TOO_MANY);
    expect(url()).toBe('/login');
  });

  it('signing in stores the session and opens the goods list', async () => {
    const user = userEvent.setup();
    const staff = userOf({ fullname: 'Phạm Thị Thu Ngân' });
    stubEndpoints([on(authApi.login, () => ({ token: 'tok-1', user: staff }))]);
    renderRoutes('/login', routes);
    await signIn(user, 'thukho01', 'matkhau123');
    expect(await screen.findByRole('heading', { name: 'Quản lý sản phẩm' })).toBeTruthy();
    expect(url()).toBe('/products');
    expect(getSession()).toEqual({ token: 'tok-1', user: staff });
  });

  it('opening it signs out: the session is forgotten and the token revoked', async () => {
    saveSession('tok-old', userOf());
    const api = stubEndpoints([on(authApi.logout, () => null)]);
    renderRoutes('/login', routes);
    await screen.findByRole('button', { name: 'Đăng Nhập' });
    expect(getSession().token).toBeNull();
    await waitFor(() => expect(api.requests(authApi.logout)).toHaveLength(1));
  });
});
