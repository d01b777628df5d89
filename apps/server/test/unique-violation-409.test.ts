// A create that meets a unique index (a race the service's own check lost) answers the same 409,
// naming the field, as the check does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { hashPassword } from '../src/lib/password';
import { raceAgainst } from './race';
import { createTestApp, type SignedInTestApp } from './test-app';
import { callEndpoint } from './contract-call';
import { usersApi } from '@depot/shared/users/users.contract';

let t: SignedInTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  token = t.token;
});
afterAll(() => t.close());

const account = (username: string, email: string) => ({
  username,
  email,
  password: 'matkhau1',
  fullname: 'Lê Văn Trùng',
  role: 'staff' as const,
});

describe('unique violations become the 409 of their field', () => {
  it('two parallel creates of one username: one 200, one 409 naming the username', async () => {
    const [a, b] = await Promise.all([
      callEndpoint(t, usersApi.create, { body: account('trung_ten', 'a@x.vn'), token }),
      callEndpoint(t, usersApi.create, { body: account('TRUNG_TEN', 'b@x.vn'), token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.raw).toEqual({
      status: false,
      message: 'Tên đăng nhập đã tồn tại',
      data: null,
      errors: { username: 'Tên đăng nhập đã tồn tại' },
    });
  });

  it('a create that passed the check and meets the unique index gets the same 409', async () => {
    const passwordHash = await hashPassword('matkhau1');
    const res = await raceAgainst(
      t.db,
      (tx) =>
        tx.insert(users).values({
          username: 'dua_tranh',
          email: 'dua_tranh@x.vn',
          fullname: 'Người Đến Trước',
          password_hash: passwordHash,
        }),
      () => callEndpoint(t, usersApi.create, { body: account('Dua_Tranh', 'khac@x.vn'), token }),
    );
    expect(res.status).toBe(409);
    expect(res.errors).toEqual({ username: 'Tên đăng nhập đã tồn tại' });
  });
});
