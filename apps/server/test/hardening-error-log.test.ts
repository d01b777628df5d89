import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, LOG_REDACT } from '../src/app';
import { createTestDatabase } from './database';
import { buildUser, signIn, type TestApp } from './test-app';

// A database error's message is the SQL text and its parameters; on a 500 the log must keep
// the error's code, the route and the request id, and nothing of the query.
const lines: string[] = [];
let t: TestApp;
let token: string;

beforeAll(async () => {
  const database = await createTestDatabase();
  const stream = { write: (line: string) => lines.push(line) };
  const app = await buildApp({
    db: database.db,
    logger: { level: 'trace', stream, redact: LOG_REDACT },
  });
  await app.ready();
  t = {
    app,
    db: database.db,
    pool: database.pool,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  token = (await signIn(t, 'superadmin')).token;
});
afterAll(() => t.close());

const NEW_PASSWORD = 'mat-khau-moi-789';

async function changeUser(fullname: string) {
  const target = await buildUser(t.db);
  lines.length = 0;
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${target.id}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { fullname, password: NEW_PASSWORD },
  });
  return { res, log: lines.join('\n'), target };
}

function expectNoQueryInLog(log: string) {
  expect(log).not.toMatch(/scrypt\$\d+\$/); // the new password's hash, a query parameter
  expect(log).not.toContain(NEW_PASSWORD);
  expect(log).not.toMatch(/update "users"/i);
  expect(log).not.toContain('password_hash');
  expect(log).not.toMatch(/params/i);
}

describe('the log of a failed request', () => {
  it('carries the code, the route and the request id of a database error, never the query', async () => {
    // Every update of an account now fails inside PostgreSQL, its message quoting the new hash.
    await t.db.execute(sql`
      create function fail_user_update() returns trigger language plpgsql as $$
      begin raise exception 'ép lỗi: %', new.password_hash using errcode = 'XX001'; end $$`);
    await t.db.execute(sql`
      create trigger fail_user_update before update on users
      for each row when (new.password_hash is distinct from old.password_hash)
      execute function fail_user_update()`);
    try {
      const { res, log } = await changeUser('Nguyễn Văn Đổi Tên');
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('Đã có lỗi xảy ra, vui lòng thử lại sau');
      const entry = lines.map((line) => JSON.parse(line)).find((e) => e.msg === 'unhandled error');
      expect(entry).toMatchObject({
        level: 50,
        code: 'XX001',
        route: 'PUT /api/users/:id',
        reqId: expect.any(String),
      });
      expect(entry.stack.length).toBeGreaterThan(0);
      expectNoQueryInLog(log);
    } finally {
      await t.db.execute(sql`drop trigger fail_user_update on users`);
      await t.db.execute(sql`drop function fail_user_update()`);
    }
  });

  it('never logs the parameters of a NUL byte that reaches PostgreSQL', async () => {
    // Refused early by a text rule (400) or by PostgreSQL (500): either way no query is logged.
    const { res, log } = await changeUser('Nguyễn\u0000Văn Thử');
    expect([400, 500]).toContain(res.statusCode);
    expectNoQueryInLog(log);
  });
});
