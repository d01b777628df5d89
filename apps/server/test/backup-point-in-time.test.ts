import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { backupsApi } from '@depot/shared/backups/backups.contract';
import { RESTORE_AT_FUTURE, RESTORE_CONFIRM_WRONG } from '@depot/shared/backups/backups.schema';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { settingsApi } from '@depot/shared/settings/settings.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { flushLiveLog } from '../src/modules/backups/point-in-time';
import { walPlaces } from '../src/modules/backups/wal-archive';
import { WalKeeper } from '../src/modules/backups/wal-keeper';
import { callEndpoint } from './contract-call';
import { buildCustomer } from './factories';
import { seedTemplate } from './seed-template';
import { signIn, type TestApp } from './test-app';

// docs/decisions/0011-backups.md, "A restore to a moment": the embedded cluster's log archived
// beside the backups and in the second copy, a base backup, and a restore to a chosen second
// that keeps what came before it and not what came after; then a lost disk restored from the
// second copy alone.

const DEPOT = 'Chành Xe Thời Điểm';
let root: string;
let dataDir: string;
let copyDir: string;
let embedded: EmbeddedDatabase;
let handle: DatabaseHandle;
let keeper: WalKeeper;
let app: App;
let t: TestApp;
const log = () => {};

async function startApp() {
  handle = openDatabase(embedded.url, 4);
  const backupsDir = path.join(dataDir, 'backups');
  keeper = new WalKeeper({ url: embedded.url, pgDir: embedded.pgDir, backupsDir, copyDir, log });
  app = await buildApp({
    db: handle.db,
    backups: {
      dir: backupsDir,
      copyDir,
      pool: handle.pool,
      url: embedded.url,
      pointInTime: { dataDir, live: embedded, keeper },
    },
  });
  await app.ready();
  t = { app, db: handle.db, pool: handle.pool, close: async () => {} };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'depot-pitr-'));
  await chmod(root, 0o711); // as root, PostgreSQL runs as `postgres` and must pass through
  dataDir = path.join(root, 'data');
  copyDir = path.join(root, 'second');
  const archive = walPlaces(path.join(dataDir, 'backups'), copyDir);
  embedded = await startEmbeddedPostgres(dataDir, log, ['fsync=off'], { archive });
  const setup = openDatabase(embedded.url, 2);
  await runMigrations(setup.db);
  await seedTemplate(setup.db);
  await setup.close();
  await startApp();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await handle?.close();
  await embedded?.stop();
  await rm(root, { recursive: true, force: true });
});

const paymentNotes = async () =>
  (
    await handle.pool.query<{ note: string }>(
      `select note from payments where note like 'Phiếu %' order by id`,
    )
  ).rows.map((r) => r.note);

async function pay(token: string, customerId: number, note: string) {
  const paid = await callEndpoint(t, paymentsApi.create, {
    body: { customer_id: customerId, amount: 10_000, method: 'cash', note },
    token,
  });
  expect(paid.status, paid.message).toBe(200);
}

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm run restore -- <args>` as the README gives it, on this test's folders. */
function runCommand(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/modules/backups/restore-cli.ts', ...args],
    {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: copyDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the keeper of base backups', () => {
  it('stopped while it makes one, cuts it short: nothing half-made stays, and the next is made', async () => {
    // A folder of its own: no base backup of this cluster there, so start() begins one at once.
    const backupsDir = path.join(root, 'keeper-stop');
    const said: string[] = [];
    const other = new WalKeeper({
      url: embedded.url,
      pgDir: embedded.pgDir,
      backupsDir,
      log: (line) => said.push(line),
    });
    const inFolder = () => readdir(path.join(backupsDir, 'base')).catch(() => [] as string[]);
    other.start();
    await other.stop();
    // Stopped at once: the copy was given up, not awaited.
    expect(said).toEqual(['Dừng tạo bản sao lưu gốc: máy chủ đang dừng']);
    expect(await inFolder()).toEqual([]);
    // Stopped a little later, maybe in the middle of the copy: never a half-made one left.
    for (const wait of [40, 200]) {
      other.start();
      await sleep(wait);
      const stopping = Date.now();
      await other.stop();
      expect(Date.now() - stopping).toBeLessThan(5_000);
      expect((await inFolder()).filter((name) => name.endsWith('.partial'))).toEqual([]);
    }
    const made = await other.makeBase();
    expect(existsSync(path.join(made.dir, 'base.json'))).toBe(true);
  });
});

describe('a restore to a moment', () => {
  it('archives the log, keeps the first payment and not the second, and signs everyone out', async () => {
    const owner = await signIn(t, 'superadmin');
    const current = await callEndpoint(t, settingsApi.get, { token: owner.token });
    const { configured: _c, updated_at: _u, ...settings } = current.data;
    await callEndpoint(t, settingsApi.update, {
      body: { ...settings, depot_name: DEPOT },
      token: owner.token,
    });
    const base = await keeper.makeBase();
    expect(existsSync(path.join(copyDir, 'base', base.name, 'base.json'))).toBe(true);

    const customer = await buildCustomer(t.db, { full_name: 'Khách Hai Phiếu' });
    await pay(owner.token, customer.id, 'Phiếu trước');
    await sleep(600);
    const between = new Date();
    await sleep(600);
    await pay(owner.token, customer.id, 'Phiếu sau');
    expect(await paymentNotes()).toEqual(['Phiếu trước', 'Phiếu sau']);

    const status = await callEndpoint(t, backupsApi.status, { token: owner.token });
    expect(status.data.wal).toMatchObject({
      archiving: true,
      error: null,
      earliest_restore_point: base.stopped_at,
      last_base_at: base.stopped_at,
    });
    expect(status.data.wal.last_segment_at).not.toBeNull();

    const future = await callEndpoint(t, backupsApi.restoreTo, {
      body: { at: new Date(Date.now() + 3600_000).toISOString(), confirm: DEPOT },
      token: owner.token,
    });
    expect(future.status).toBe(400);
    expect(future.errors?.at).toBe(RESTORE_AT_FUTURE);
    const early = await callEndpoint(t, backupsApi.restoreTo, {
      body: { at: new Date(Date.parse(base.started_at) - 3600_000).toISOString(), confirm: DEPOT },
      token: owner.token,
    });
    expect(early.status).toBe(400);
    expect(early.errors?.at).toMatch(/^Chỉ khôi phục được về thời điểm từ \d{2}-\d{2}-\d{4}/);
    const wrong = await callEndpoint(t, backupsApi.restoreTo, {
      body: { at: between.toISOString(), confirm: 'Kho khác' },
      token: owner.token,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.errors?.confirm).toBe(RESTORE_CONFIRM_WRONG);
    expect(await paymentNotes()).toEqual(['Phiếu trước', 'Phiếu sau']);

    const done = await callEndpoint(t, backupsApi.restoreTo, {
      body: { at: between.toISOString(), confirm: DEPOT },
      token: owner.token,
    });
    expect(done.status, done.message).toBe(200);
    expect(done.data).toMatchObject({
      restored_to: between.toISOString(),
      base_backup_at: base.stopped_at,
      payments: 1,
    });
    expect(done.data.last_payment_number).toMatch(/^PT-\d{4}-0001$/);
    expect(done.data.previous_data).toMatch(/^pg-before-restore-\d{8}-\d{6}$/);
    expect(existsSync(path.join(dataDir, done.data.previous_data!))).toBe(true);
    expect(await paymentNotes()).toEqual(['Phiếu trước']);
    const old = await callEndpoint(t, backupsApi.status, { token: owner.token });
    expect(old.status).toBe(401);
  }, 120_000);

  it('restores a lost disk from the second copy alone, up to the last write archived', async () => {
    const owner = await signIn(t, 'superadmin');
    const customer = await buildCustomer(t.db, { full_name: 'Khách Sau Khôi Phục' });
    await pay(owner.token, customer.id, 'Phiếu cuối');
    await flushLiveLog(embedded.url);
    await keeper.stop();
    await app.close();
    await handle.close();
    await embedded.stop();
    // The disk is gone: the cluster and every backup beside it.
    for (const name of await readdir(dataDir)) {
      if (name !== 'pg-password') await rm(path.join(dataDir, name), { recursive: true });
    }
    // The command a new machine runs, with only the second copy (BACKUP_DIR) left.
    const said = await runCommand(['--to', 'latest']);
    expect(said.code, said.output).toBe(0);
    expect(said.output).toContain('2 phiếu thu');
    expect(said.output).not.toContain('được giữ 7 ngày'); // nothing was there to set aside
    embedded = await startEmbeddedPostgres(dataDir, log, ['fsync=off']);
    await startApp();
    expect(await paymentNotes()).toEqual(['Phiếu trước', 'Phiếu cuối']);
  }, 120_000);
});
