import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@depot/shared/users/users.schema';
import { vi as texts } from '../i18n/vi';
import { ApiError, apiRequest, errorMessage } from './api-client';
import { chooseBranch } from './branch-choice';
import { redirectToLogin } from './redirect';
import { getSession, saveSession } from './session';

vi.mock('./redirect', () => ({ redirectToLogin: vi.fn() }));

const user: User = {
  id: 1,
  username: 'admin1',
  email: 'a@b.vn',
  fullname: 'Quản trị',
  role: 'admin',
  branch_id: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function reply(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(text, { status }));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  saveSession('token-1', user);
  window.history.replaceState(null, '', '/cars');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(redirectToLogin).mockClear();
});

describe('apiRequest', () => {
  it('sends the bearer token and the query, and unwraps the envelope', async () => {
    const fetch = reply(200, { status: true, message: 'OK', data: { id: 7 } });
    vi.stubGlobal('fetch', fetch);
    const result = await apiRequest<{ id: number }>('GET', '/cars', {
      query: { paged: 2, number_car: '', ids: [1, 2], name: undefined },
    });
    expect(result).toEqual({ status: true, message: 'OK', data: { id: 7 } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/cars?paged=2&ids=1&ids=2');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('turns a refused envelope into an ApiError with its message and field errors', async () => {
    vi.stubGlobal(
      'fetch',
      reply(400, {
        status: false,
        message: 'Dữ liệu không hợp lệ',
        data: null,
        errors: { number_car: 'Biển số xe đã tồn tại', driver_name: ['Vui lòng nhập tên'] },
      }),
    );
    const error = await failure(apiRequest('POST', '/cars', { body: {} }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Dữ liệu không hợp lệ');
    expect(error.errors).toEqual({
      number_car: 'Biển số xe đã tồn tại',
      driver_name: 'Vui lòng nhập tên',
    });
    expect(errorMessage(error)).toBe('Dữ liệu không hợp lệ');
  });

  it('shows the first error when the message is an object, and never a 200 with status false', async () => {
    vi.stubGlobal(
      'fetch',
      reply(200, { status: false, message: { phone: ['Số điện thoại đã tồn tại'] }, data: null }),
    );
    const error = await failure(apiRequest('GET', '/customers'));
    expect(error.message).toBe('Số điện thoại đã tồn tại');
  });

  it('says the server cannot be reached for a bare 502 or a lost connection', async () => {
    vi.stubGlobal('fetch', reply(502, '<html>Bad gateway</html>'));
    expect((await failure(apiRequest('GET', '/cars'))).message).toBe(texts.network.unreachable);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const lost = await failure(apiRequest('GET', '/cars'));
    expect([lost.status, lost.message]).toEqual([0, texts.network.unreachable]);
    expect(errorMessage(new Error('x'))).toBe(texts.network.unknown);
  });

  it('on a 401 forgets the session and goes to the sign-in page', async () => {
    vi.stubGlobal('fetch', reply(401, { status: false, message: 'Phiên đã hết hạn', data: null }));
    const error = await failure(apiRequest('GET', '/cars'));
    expect(error.status).toBe(401);
    expect(getSession()).toEqual({ token: null, user: null });
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('on a 401 already on the sign-in page forgets the session without navigating', async () => {
    window.history.replaceState(null, '', '/login');
    vi.stubGlobal('fetch', reply(401, { status: false, message: 'Hết hạn', data: null }));
    await failure(apiRequest('GET', '/users/info'));
    expect(getSession().token).toBeNull();
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('a wrong password (401 on POST /login) keeps the session and stays on the page', async () => {
    vi.stubGlobal(
      'fetch',
      reply(401, { status: false, message: 'Sai tên đăng nhập hoặc mật khẩu', data: null }),
    );
    const error = await failure(apiRequest('POST', '/login', { body: {}, token: null }));
    expect(error.message).toBe('Sai tên đăng nhập hoặc mật khẩu');
    expect(getSession().token).toBe('token-1');
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  describe('the branch chosen in the header (X-Branch-Id)', () => {
    const headersOf = (fetch: ReturnType<typeof reply>) =>
      (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<
        string,
        string
      >;

    it('goes with every request of a person of every branch, and not once "all" is chosen', async () => {
      chooseBranch(2);
      const fetch = reply(200, { status: true, message: 'OK', data: [] });
      vi.stubGlobal('fetch', fetch);
      await apiRequest('GET', '/products');
      await apiRequest('POST', '/cars', { body: {} });
      for (const call of fetch.mock.calls as unknown as [string, RequestInit][])
        expect((call[1].headers as Record<string, string>)['X-Branch-Id']).toBe('2');

      chooseBranch(null);
      const after = reply(200, { status: true, message: 'OK', data: [] });
      vi.stubGlobal('fetch', after);
      await apiRequest('GET', '/products');
      expect(headersOf(after)).not.toHaveProperty('X-Branch-Id');
    });

    it('never goes with a request of a person of one branch, whatever is stored', async () => {
      saveSession('token-2', { ...user, role: 'staff', branch_id: 1 });
      chooseBranch(2);
      const fetch = reply(200, { status: true, message: 'OK', data: [] });
      vi.stubGlobal('fetch', fetch);
      await apiRequest('GET', '/products');
      expect(headersOf(fetch)).not.toHaveProperty('X-Branch-Id');
      expect(headersOf(fetch).Authorization).toBe('Bearer token-2');
    });
  });
});
