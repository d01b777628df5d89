import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { backupsApi } from '@depot/shared/backups/backups.contract';
import {
  RESTORE_CONFIRM_WRONG,
  RESTORING_MESSAGE,
  SET_ASIDE_NOT_FOUND,
} from '@depot/shared/backups/backups.schema';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { settingsApi } from '@depot/shared/settings/settings.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { BACKUP_MESSAGES } from '../src/modules/backups/backup-format';
import { dropDatabases, newDatabase, openUrl, tempDir } from './backup-support';
import { callEndpoint } from './contract-call';
import { buildCustomer } from './factories';
import { signIn, type TestApp } from './test-app';

// docs/decisions/0011-backups.md, "Restoring from the screen": the owner restores a listed backup
// while the app runs; the file is checked first, the depot's name typed, the data now backed up,
// other requests answered 503 meanwhile, and everyone signs in again.

let dir: string;
let db: Awaited<ReturnType<typeof newDatabase>>;
let handle: ReturnType<typeof openUrl>;
let app: App;
let t: TestApp;

beforeAll(async () => {
  dir = await tempDir();
  db = await newDatabase();
  handle = openUrl(db.url, 4);
  app = await buildApp({ db: handle.db, backups: { dir, pool: handle.pool, url: db.url } });
  await app.ready();
  t = { app, db: handle.db, pool: handle.pool, close: async () => {} };
});

/** The depot's name in its settings, as the owner saves it. */
async function nameDepot(token: string, depot_name: string) {
  const current = await callEndpoint(t, settingsApi.get, { token });
  const { configured: _c, updated_at: _u, ...settings } = current.data;
  const saved = await callEndpoint(t, settingsApi.update, {
    body: { ...settings, depot_name },
    token,
  });
  expect(saved.status, saved.message).toBe(200);
}
afterAll(async () => {
  await app.close();
  await handle.close();
  await dropDatabases(db.name);
  await rm(dir, { recursive: true, force: true });
});

const customerNames = async () =>
  (
    await handle.pool.query<{ full_name: string }>('select full_name from customers order by id')
  ).rows.map((r) => r.full_name);

describe('Khôi phục from the backups screen', () => {
  it('checks a backup, refuses a wrong name, then restores it and signs everyone out', async () => {
    const owner = await signIn(t, 'superadmin');
    const admin = await signIn(t, 'admin');
    await nameDepot(owner.token, 'Chành Xe Phước Thịnh');
    const kept = await buildCustomer(t.db, { full_name: 'Khách Có Trong Bản Sao' });
    const paid = await callEndpoint(t, paymentsApi.create, {
      body: { customer_id: kept.id, amount: 50_000, method: 'cash' },
      token: owner.token,
    });
    expect(paid.status, paid.message).toBe(200);
    const made = await callEndpoint(t, backupsApi.create, { token: owner.token });
    expect(made.status, made.message).toBe(200);
    const name = made.data.name;
    await buildCustomer(t.db, { full_name: 'Khách Thêm Sau Bản Sao' });

    const check = await callEndpoint(t, backupsApi.check, { params: { name }, token: admin.token });
    expect(check.status, check.message).toBe(200);
    expect(check.data).toMatchObject({
      name,
      kind: 'manual',
      depot_name: 'Chành Xe Phước Thịnh',
      customers: 1,
      payments: 1,
      last_payment_number: paid.data.number,
    });

    const byAdmin = await callEndpoint(t, backupsApi.restore, {
      params: { name },
      body: { confirm: 'Chành Xe Phước Thịnh' },
      token: admin.token,
    });
    expect(byAdmin.status).toBe(403);
    const wrong = await callEndpoint(t, backupsApi.restore, {
      params: { name },
      body: { confirm: 'Chành Xe Khác' },
      token: owner.token,
    });
    expect([wrong.status, wrong.errors?.confirm]).toEqual([400, RESTORE_CONFIRM_WRONG]);
    expect(await customerNames()).toHaveLength(2);

    // Typed without accents or capitals, it is still the depot's name.
    const restored = await callEndpoint(t, backupsApi.restore, {
      params: { name },
      body: { confirm: '  chanh xe phuoc thinh ' },
      token: owner.token,
    });
    expect(restored.status, restored.message).toBe(200);
    expect(restored.data.restored).toBe(name);
    expect(restored.data.safety_backup).toMatch(/-pre-restore\.backup$/);
    expect(restored.data.previous_database).toMatch(/_before_restore_/);
    expect(await customerNames()).toEqual(['Khách Có Trong Bản Sao']);

    // Everyone signs in again; the data before it is a backup of its own.
    const after = await callEndpoint(t, customersApi.list, { query: {}, token: owner.token });
    expect(after.status).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: owner.user.username, password: 'mat-khau-123' },
    });
    expect(again.statusCode).toBe(200);
    const token = again.json().data.token as string;
    const list = await callEndpoint(t, backupsApi.list, { token });
    expect(list.data.rows.map((r) => r.kind).sort()).toEqual(['manual', 'pre-restore']);
    const safety = await callEndpoint(t, backupsApi.check, {
      params: { name: restored.data.safety_backup },
      token,
    });
    expect(safety.data.customers).toBe(2);

    // The data before it, set aside, is dropped by the owner once the data now is known good.
    const previous = restored.data.previous_database!;
    const listed = await callEndpoint(t, backupsApi.list, { token });
    expect(listed.data.set_aside.map((d) => d.name)).toEqual([previous]);
    const dropped = await callEndpoint(t, backupsApi.dropSetAside, {
      params: { name: previous },
      token,
    });
    expect([dropped.status, dropped.data.dropped]).toEqual([200, previous]);
    expect((await callEndpoint(t, backupsApi.list, { token })).data.set_aside).toEqual([]);
    const twice = await callEndpoint(t, backupsApi.dropSetAside, {
      params: { name: previous },
      token,
    });
    expect([twice.status, twice.message]).toEqual([404, SET_ASIDE_NOT_FOUND]);
  });

  it('takes a backup file uploaded by the owner, checked whole, and refuses a damaged one', async () => {
    const owner = await signIn(t, 'superadmin');
    const admin = await signIn(t, 'admin');
    const made = await callEndpoint(t, backupsApi.create, { token: owner.token });
    const bytes = await readFile(path.join(dir, made.data.name));
    const upload = (token: string, payload: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/backups/upload',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        payload,
      });
    expect((await upload(admin.token, bytes)).statusCode).toBe(403);
    const taken = await upload(owner.token, bytes);
    expect(taken.statusCode, taken.body).toBe(200);
    const row = taken.json().data as { name: string; kind: string; verified: boolean };
    expect(row).toMatchObject({ kind: 'uploaded', verified: true });
    expect(row.name).toMatch(/-uploaded\.backup$/);
    const check = await callEndpoint(t, backupsApi.check, {
      params: { name: row.name },
      token: owner.token,
    });
    expect(check.status, check.message).toBe(200);
    expect(check.data.depot_name).toBe('Chành Xe Phước Thịnh');

    const before = await readdir(dir);
    const cut = await upload(owner.token, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe(BACKUP_MESSAGES.truncated);
    expect(await readdir(dir)).toEqual(before);
  });

  it('refuses a file that is not a backup with the command’s words, changing nothing', async () => {
    const owner = await signIn(t, 'superadmin');
    const name = 'depot-20260101-000000-manual.backup';
    await writeFile(path.join(dir, name), 'không phải tệp sao lưu\n');
    const before = await customerNames();
    const refused = await callEndpoint(t, backupsApi.restore, {
      params: { name },
      body: { confirm: 'Chành Xe Phước Thịnh' },
      token: owner.token,
    });
    expect([refused.status, refused.message]).toEqual([409, BACKUP_MESSAGES.notBackup]);
    expect(await customerNames()).toEqual(before);
    expect(app.maintenance.active).toBe(false);
  });

  it('answers every other request 503 while a restore runs', async () => {
    const staff = await signIn(t, 'staff');
    app.maintenance.begin();
    try {
      const busy = await callEndpoint(t, customersApi.list, { query: {}, token: staff.token });
      expect([busy.status, busy.message]).toEqual([503, RESTORING_MESSAGE]);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      app.maintenance.end();
    }
    const back = await callEndpoint(t, customersApi.list, { query: {}, token: staff.token });
    expect(back.status).toBe(200);
  });
});
