import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index';
import { customers, specifications, users } from '../src/db/schema/index';
import { systemContext } from '../src/lib/context';
import { COUNT_CAP } from '../src/lib/list-page';
import { hashPassword } from '../src/lib/password';
import { listCustomers } from '../src/modules/customers/customers.service';
import { raceAgainst } from './race';
import { buildCustomer } from './factories';
import { buildUser, call, createTestApp, type SignedInTestApp } from './test-app';

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
  role: 'staff',
});

describe('unique violations become the 409 of their field', () => {
  it('two parallel creates of one username: one 200, one 409 naming the username', async () => {
    const [a, b] = await Promise.all([
      call(t, {
        method: 'POST',
        url: '/api/users',
        token,
        payload: account('trung_ten', 'a@x.vn'),
      }),
      call(t, {
        method: 'POST',
        url: '/api/users',
        token,
        payload: account('TRUNG_TEN', 'b@x.vn'),
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body).toEqual({
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
      () =>
        call(t, {
          method: 'POST',
          url: '/api/users',
          token,
          payload: account('Dua_Tranh', 'khac@x.vn'),
        }),
    );
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ username: 'Tên đăng nhập đã tồn tại' });
  });
});

describe('lists', () => {
  it('read a page and its total in one statement', async () => {
    await buildCustomer(t.db, { full_name: 'Một Câu Lệnh' });
    const statements: string[] = [];
    const traced = drizzle(t.pool, {
      schema,
      logger: { logQuery: (text) => statements.push(text) },
    });
    const page = await listCustomers(systemContext(traced), {
      paged: 1,
      limit: 15,
      full_name: 'mot cau lenh',
      has_debt: false,
    });
    expect(page.total).toBe(1);
    expect(page.rows[0]!.full_name).toBe('Một Câu Lệnh');
    expect(statements).toHaveLength(1);
  });

  it(`count their matches up to ${COUNT_CAP} and no further`, async () => {
    await t.db.execute(
      sql`insert into ${specifications} (name) select 'Quy cách số ' || n from generate_series(1, ${COUNT_CAP + 5}) as n`,
    );
    const res = await call(t, { url: '/api/specifications', token, query: { name: 'số' } });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(COUNT_CAP);
    expect(res.body.data.rows).toHaveLength(15);
    const few = await call(t, { url: '/api/specifications', token, query: { name: 'số 1000' } });
    // 1000, 10000, and 10000x for x in 1..5.
    expect(few.body.data.total).toBe(7);
  });

  it('give the total on an empty page past the end, and 0 when nothing matches', async () => {
    const past = await call(t, { url: '/api/users', token, query: { paged: '999' } });
    expect(past.status).toBe(200);
    expect(past.body.data.rows).toEqual([]);
    const [live] = await t.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from ${users} where ${users.deleted_at} is null`,
      )
      .then((r) => r.rows);
    expect(past.body.data.total).toBe(live!.n);
    const none = await call(t, { url: '/api/cars', token, query: { number_car: 'ZZ999' } });
    expect(none.body.data).toMatchObject({ rows: [], total: 0 });
  });
});

describe('soft delete moves updated_at', () => {
  const longAgo = new Date('2020-01-01T00:00:00Z');

  it('for a customer', async () => {
    const customer = await buildCustomer(t.db);
    await t.db.update(customers).set({ updated_at: longAgo }).where(eq(customers.id, customer.id));
    const res = await call(t, { method: 'DELETE', url: `/api/customers/${customer.id}`, token });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row!.deleted_at).not.toBeNull();
    expect(row!.updated_at.getTime()).toBe(row!.deleted_at!.getTime());
  });

  it('for a user', async () => {
    const user = await buildUser(t.db);
    await t.db.update(users).set({ updated_at: longAgo }).where(eq(users.id, user.id));
    const res = await call(t, { method: 'DELETE', url: `/api/users/${user.id}`, token });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.deleted_at).not.toBeNull();
    expect(row!.updated_at.getTime()).toBe(row!.deleted_at!.getTime());
  });
});
