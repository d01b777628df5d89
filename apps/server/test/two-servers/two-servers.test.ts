import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { LOGIN_MAX_FAILURES } from '@depot/shared/auth/auth.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { STARTUP_LOCK } from '../../src/db/startup-lock';
import { readJournal } from '../../src/modules/backups/migrations-level';
import { buildCustomer, buildSpecification } from '../factories';
import { moneyBurst, type Send } from '../money-burst';
import { expectFiguresRecounted } from '../money-figures';
import type { SignedInTestApp } from '../test-app';
import { ADMIN, api, signInAdmin, startServers, type Servers } from './servers';

// docs/decisions/0013-live-screens-several-servers.md: two server processes on one PostgreSQL behind any load balancer. Started once for
// the file, at the same moment, on an empty database. The first reads its reports through
// DATABASE_READ_URL (here the same database, seen by its pool's application_name); the second
// drains for 2 s when stopped.

let servers: Servers;
let a: string;
let b: string;

beforeAll(async () => {
  servers = await startServers(2, {
    envOf: (i, url): Record<string, string> =>
      i === 0 ? { DATABASE_READ_URL: url } : { DRAIN_SECONDS: '2' },
  });
  [a, b] = servers.urls as [string, string];
}, 120_000);
afterAll(() => servers?.stop(), 60_000);

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await servers.database.db.execute(query)).rows as T[];

describe('two server processes on one database', { timeout: 60_000 }, () => {
  it('migrate and seed an empty database once when they start together, and both get ready', async () => {
    for (const url of servers.urls) {
      const ready = await api(url, 'GET', '/api/ready');
      expect(ready).toMatchObject({
        status: 200,
        body: { data: { ready: true, phase: 'ready', database: 'ok' } },
      });
    }
    const journal = await readJournal();
    const applied = await rows<{ created_at: string; n: number }>(
      sql`select created_at, count(*)::int as n from drizzle.__drizzle_migrations group by created_at`,
    );
    expect(applied.map((r) => Number(r.created_at)).sort()).toEqual(
      journal.entries.map((e) => e.when).sort(),
    );
    expect(applied.every((r) => r.n === 1)).toBe(true);
    const admins = await rows<{ n: number }>(
      sql`select count(*)::int as n from users where role = 'superadmin'`,
    );
    expect(admins[0]!.n).toBe(1);
    const created = servers.processes.filter((p) =>
      p.output().includes(`Đã tạo tài khoản quản trị đầu tiên: ${ADMIN.username}`),
    );
    expect(created).toHaveLength(1);
    // A new database has nothing to keep: no pre-migration backup on either.
    for (const p of servers.processes) {
      const files = await readdir(path.join(p.dataDir, 'backups')).catch(() => []);
      expect(files.filter((f) => f.includes('pre-migration'))).toEqual([]);
    }
    // The start-up lock is let go once the start-up is over. On this database only: the test
    // cluster is shared, and another file's servers may be starting at the same moment.
    const held = await rows<{ n: number }>(
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory'
          and database = (select oid from pg_database where datname = current_database())
          and classid = ${STARTUP_LOCK.class} and objid = ${STARTUP_LOCK.object}`,
    );
    expect(held[0]!.n).toBe(0);
  });

  it('reads the statistics through DATABASE_READ_URL where it is set', async () => {
    const readers = () =>
      rows<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = ${servers.databaseName} and application_name = 'depot-server-read'`,
      );
    expect((await readers())[0]!.n).toBe(0);
    const token = await signInAdmin(a);
    const stats = await api(a, 'GET', '/api/thong-ke/phieu-thu', { token });
    expect(stats.status).toBe(200);
    // The pool keeps its connection a while after the query: it is there to be seen.
    expect((await readers())[0]!.n).toBeGreaterThan(0);
  });

  it('takes a session made on one on the other, and a sign-out on one ends it on both', async () => {
    const token = await signInAdmin(a);
    expect(await api(b, 'GET', '/api/users/info', { token })).toMatchObject({
      status: 200,
      body: { data: { username: ADMIN.username } },
    });
    expect((await api(b, 'POST', '/api/logout', { token })).status).toBe(200);
    expect((await api(a, 'GET', '/api/users/info', { token })).status).toBe(401);
  });

  it('counts failed sign-ins across both: the refusal comes from the other process', async () => {
    const guess = { username: 'khong-co-ai', password: 'sai-mat-khau' };
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const on = i % 2 === 0 ? a : b;
      expect((await api(on, 'POST', '/api/login', { payload: guess })).status).toBe(401);
    }
    // The last failure went to A; B refuses the next one.
    const refused = await api(b, 'POST', '/api/login', { payload: guess });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('đăng nhập sai quá nhiều lần');
  });

  it('keeps every money figure right when the race of money requests is split across both', async () => {
    const token = await signInAdmin(a);
    let turn = 0;
    // Round robin: each request goes to the other process than the one before.
    const send: Send = (method, url, payload) =>
      api(servers.urls[turn++ % 2]!, method, url, { token, payload });
    const burst = moneyBurst(servers.database.db, send);
    await burst.setUp();
    // The figures are read in this test's own process, through the same database.
    const local = await buildApp({ db: servers.database.db });
    const t = { app: local, db: servers.database.db, token } as unknown as SignedInTestApp;
    try {
      for (let round = 0; round < 2; round++) {
        await burst.round(round);
        await expectFiguresRecounted(t, burst.scope());
      }
    } finally {
      await local.close();
    }
    expect(turn).toBeGreaterThan(60);
  });

  it('gives goods created at once on both processes consecutive codes, none twice', async () => {
    const token = await signInAdmin(a);
    const customer = await buildCustomer(servers.database.db);
    const spec = await buildSpecification(servers.database.db);
    const payload = {
      customer_id: customer.id,
      name: 'Hàng hai máy',
      price_type: 'weight',
      specification_id: spec.id,
      quantity: 1,
      total_weight: 5,
      price: 1000,
      datetime: '2026-10-15',
    };
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api(servers.urls[i % 2]!, 'POST', '/api/products', { token, payload }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    const codes = replies.map((r) => r.body.data.code as string);
    expect(new Set(codes).size).toBe(20);
    const made = await rows<{ order: number }>(
      sql`select "order" from products where customer_id = ${customer.id} order by "order"`,
    );
    const first = made[0]!.order;
    expect(made.map((r) => r.order)).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
  });

  it('answers /api/ready with 503 from the stop signal on, serves while it drains, then exits', async () => {
    const second = servers.processes[1]!;
    const stoppedAt = Date.now();
    second.child.kill('SIGTERM');
    let ready = await api(b, 'GET', '/api/ready');
    for (let i = 0; i < 50 && ready.status === 200; i++) ready = await api(b, 'GET', '/api/ready');
    expect(ready).toMatchObject({
      status: 503,
      body: {
        status: false,
        message: 'Máy chủ đang dừng, không nhận thêm yêu cầu mới',
        data: { ready: false, phase: 'draining', database: 'ok' },
      },
    });
    // Still serving meanwhile: the balancer has not moved the traffic yet.
    expect((await api(b, 'GET', '/api/health')).status).toBe(200);
    expect(await second.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(2_000);
    await expect(fetch(`${b}/api/ready`)).rejects.toThrow();
    // The other process takes the traffic on.
    expect((await api(a, 'GET', '/api/ready')).status).toBe(200);
  });
});
