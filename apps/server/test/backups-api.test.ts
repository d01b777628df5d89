import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { takeBackupTurn } from '../src/modules/backups/backup-turn';
import { WAL_NOT_EMBEDDED } from '../src/modules/backups/wal-keeper';
import { tempDir, urlOfDb } from './backup-support';
import { createTestDatabase } from './database';
import { call, signIn, type TestApp } from './test-app';
import { callEndpoint } from './contract-call';
import { backupsApi } from '@depot/shared/backups/backups.contract';

// docs/decisions/0011-backups.md: the backups API, for admins only: list with the warning state, back up now, download.

let dir: string;
let t: TestApp;
let admin: string;
let staff: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

async function appOn(pool: pg.Pool, backupsDir: string, copyDir?: string): Promise<App> {
  const app = await buildApp({ db: database.db, backups: { dir: backupsDir, copyDir, pool } });
  await app.ready();
  return app;
}

beforeAll(async () => {
  dir = await tempDir();
  database = await createTestDatabase();
  const app = await appOn(database.pool, dir);
  t = { app, db: database.db, pool: database.pool, close: async () => {} };
  admin = (await signIn(t, 'admin')).token;
  staff = (await signIn(t, 'staff')).token;
});
afterAll(async () => {
  await t.app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('GET/POST /api/backups', () => {
  it('warns once a depot has gone 26 hours without a backup, then lists the one an admin makes', async () => {
    // Set up today: the schedule has time yet, nothing to warn about.
    const fresh = await callEndpoint(t, backupsApi.list, { token: admin });
    expect(fresh.status).toBe(200);
    expect(fresh.data).toMatchObject({
      rows: [],
      last_good_at: null,
      last_failed_at: null,
      last_error: null,
      warning: false,
      // No BACKUP_DIR: no second copy, said apart from the backups' own state.
      storage: { dir, second: null },
      copy_warning: true,
    });
    expect(fresh.data.storage.free_bytes).toBeGreaterThan(0);
    // Set up two days ago and never backed up: warned.
    await database.pool.query(`update users set created_at = now() - interval '2 days'`);
    const empty = await callEndpoint(t, backupsApi.list, { token: admin });
    expect(empty.data).toMatchObject({ rows: [], warning: true });

    const made = await callEndpoint(t, backupsApi.create, { token: admin });
    expect(made.status).toBe(200);
    expect(made.message).toBe('Đã sao lưu dữ liệu');
    expect(made.data).toMatchObject({ kind: 'manual', verified: true });
    expect(made.data.name).toMatch(/^depot-\d{8}-\d{6}-manual\.backup$/);
    // The depot's own rows (its accounts and settings here), not the address lists it ships.
    expect(made.data.rows).toBeGreaterThan(0);
    expect(made.data.rows).toBeLessThan(100);

    const list = await callEndpoint(t, backupsApi.list, { token: admin });
    expect(list.data.rows).toEqual([made.data]);
    expect(list.data).toMatchObject({
      last_good_at: made.data.created_at,
      warning: false,
    });
  });

  it('downloads a listed backup whole, and only by a backup name', async () => {
    const list = await callEndpoint(t, backupsApi.list, { token: admin });
    const name = list.data.rows[0]!.name;
    const res = await t.app.inject({
      url: `/api/backups/${name}/download`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(res.rawPayload.equals(await readFile(path.join(dir, name)))).toBe(true);

    const traversal = await call(t, {
      url: '/api/backups/..%2Fpg-password/download',
      token: admin,
    });
    expect(traversal.status).toBe(400);
    expect(traversal.body.message).toBe('Tên tệp sao lưu không hợp lệ');
    const missing = await call(t, {
      url: '/api/backups/depot-20990101-000000-manual.backup/download',
      token: admin,
    });
    expect(missing.status).toBe(404);
  });

  it('one backup at a time: while one is made, another is refused at once with since when', async () => {
    // A backup held running (as a long one would be) by the same turn every backup takes.
    const release = await takeBackupTurn(database.pool);
    try {
      const refused = await call(t, { method: 'POST', url: '/api/backups', token: admin });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'Đang có một bản sao lưu khác được tạo; vui lòng đợi xong rồi thử lại.',
      );
      const since = refused.body.data.running.started_at as string;
      expect(Date.now() - Date.parse(since)).toBeLessThan(60_000);
      const list = await callEndpoint(t, backupsApi.list, { token: admin });
      expect(list.data.running).toEqual({ started_at: since });
      const status = await callEndpoint(t, backupsApi.status, { token: admin });
      expect(status.data.running).toEqual({ started_at: since });
      // Refused, not failed: the screen's warning is not raised by it.
      expect(list.data.last_error).toBeNull();
    } finally {
      await release();
    }
    const made = await callEndpoint(t, backupsApi.create, { token: admin });
    expect(made.status).toBe(200);
    expect((await callEndpoint(t, backupsApi.list, { token: admin })).data.running).toBeNull();
  });

  it('four admins backing up at once: each whole file made is its own, the others told one runs', async () => {
    const before = (await callEndpoint(t, backupsApi.list, { token: admin })).data.rows.length;
    const made = await Promise.all(
      [1, 2, 3, 4].map(() => call(t, { method: 'POST', url: '/api/backups', token: admin })),
    );
    const done = made.filter((r) => r.status === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(made.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const names = done.map((r) => r.body.data.name as string);
    expect(new Set(names).size).toBe(done.length);
    const list = await callEndpoint(t, backupsApi.list, { token: admin });
    expect(list.data.rows.length).toBe(before + done.length);
    expect(list.data.rows.map((r) => r.name)).toEqual(expect.arrayContaining(names));
    expect(list.data.rows.every((r) => r.verified)).toBe(true);
  });

  it('the status says where the copies are, and why the log is not archived on DATABASE_URL', async () => {
    const status = await callEndpoint(t, backupsApi.status, { token: admin });
    expect(status.data).toMatchObject({
      dir,
      second_copy: { set: false, dir: null, writable: false },
      wal: {
        archiving: false,
        error: WAL_NOT_EMBEDDED,
        last_segment_at: null,
        earliest_restore_point: null,
        last_base_at: null,
      },
      running: null,
    });
    const owner = (await signIn(t, 'superadmin')).token;
    const pit = await callEndpoint(t, backupsApi.restoreTo, {
      body: { at: new Date(Date.now() - 60_000).toISOString(), confirm: 'x' },
      token: owner,
    });
    expect(pit.status).toBe(409);
    expect(pit.message).toBe(WAL_NOT_EMBEDDED);
    expect(status.data.free_bytes).toBeGreaterThan(0);
    const refused = await call(t, { url: '/api/backups/status', token: staff });
    expect(refused.status).toBe(403);
  });

  it('says where the second copy is, whether it can be written and when it was last written', async () => {
    const [own, second] = [await tempDir(), await tempDir()];
    const app = await appOn(database.pool, own, second);
    const b = { ...t, app };
    try {
      const before = await callEndpoint(b, backupsApi.list, { token: admin });
      expect(before.data.storage.second).toMatchObject({
        dir: second,
        writable: true,
        error: null,
        last_written_at: null,
      });
      expect(before.data.copy_warning).toBe(false);
      const made = await callEndpoint(b, backupsApi.create, { token: admin });
      const after = await callEndpoint(b, backupsApi.list, { token: admin });
      expect(after.data.storage.second?.last_written_at).toBe(made.data.created_at);
      // The second copy's folder is a file now (a drive unplugged and its path reused).
      await rm(second, { recursive: true, force: true });
      await writeFile(second, 'not a folder');
      const broken = await callEndpoint(b, backupsApi.list, { token: admin });
      expect(broken.data.storage.second).toMatchObject({ writable: false, free_bytes: null });
      expect(broken.data.storage.second?.error).toMatch(/^Không ghi được/);
      expect(broken.data.copy_warning).toBe(true);
    } finally {
      await app.close();
      await rm(own, { recursive: true, force: true });
      await rm(second, { recursive: true, force: true });
    }
  });

  it('lists the databases earlier restores set aside, with their size', async () => {
    const { rows } = await database.pool.query<{ db: string }>('select current_database() as db');
    const aside = `${rows[0]!.db}_before_restore_20261120_101500`;
    await database.pool.query(`create database "${aside}"`);
    try {
      const list = await callEndpoint(t, backupsApi.list, { token: admin });
      expect(list.data.set_aside).toEqual([{ name: aside, size_bytes: expect.any(Number) }]);
      expect(list.data.set_aside[0]!.size_bytes).toBeGreaterThan(1_000_000);
    } finally {
      await database.pool.query(`drop database "${aside}"`);
    }
    expect((await callEndpoint(t, backupsApi.list, { token: admin })).data.set_aside).toEqual([]);
  });

  it('answers 403 to staff and 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/backups'],
      ['POST', '/api/backups'],
      ['GET', '/api/backups/depot-20260101-000000-manual.backup/download'],
    ] as const) {
      expect((await call(t, { method, url, token: staff })).status).toBe(403);
      expect((await call(t, { method, url })).status).toBe(401);
    }
  });

  it('records a failed backup: 500 in Vietnamese, then the warning and its reason', async () => {
    const failDir = await tempDir();
    // The database is gone: the backup cannot connect.
    const broken = new pg.Pool({ connectionString: urlOfDb('depot_bk_khong_co'), max: 1 });
    const app = await appOn(broken, failDir);
    const b = { ...t, app };
    try {
      const res = await callEndpoint(b, backupsApi.create, { token: admin });
      expect(res.status).toBe(500);
      expect(res.message).toBe(
        'Sao lưu không thành công do lỗi hệ thống; chi tiết ở nhật ký của máy chủ.',
      );
      expect(JSON.stringify(res.raw)).not.toMatch(/at .*\.ts|does not exist/);
      const list = await callEndpoint(b, backupsApi.list, { token: admin });
      expect(list.data).toMatchObject({ rows: [], warning: true });
      expect(list.data.last_failed_at).toEqual(expect.any(String));
      expect(list.data.last_error).toBe(res.message);
    } finally {
      await app.close();
      await broken.end();
      await rm(failDir, { recursive: true, force: true });
    }
  });
});
