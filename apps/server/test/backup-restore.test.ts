import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { readBackupHeader } from '../src/modules/backups/backup-reader';
import { writeBackup } from '../src/modules/backups/backup-writer';
import { restoreBackup } from '../src/modules/backups/restore';
import { expectTotalsInStep } from './kept-totals';
import {
  dropDatabases,
  newDatabase,
  openUrl,
  sequenceValues,
  tableDigests,
  tempDir,
  uniqueDbName,
  urlOfDb,
} from './backup-support';
import { buildCar, buildCustomer, buildSpecification, buildTrip } from './factories';
import { signIn, type SignedInTestApp } from './test-app';
import { callEndpoint } from './contract-call';
import { productsApi } from '@depot/shared/products/products.contract';
import { paymentsApi } from '@depot/shared/payments/payments.contract';

// docs/decisions/0011-backups.md: a backup restored gives back every row, sequence and kept total; one taken while
// clerks write restores to a consistent state.

let dir: string;
const made: string[] = [];
beforeAll(async () => {
  dir = await tempDir();
});
afterAll(async () => {
  await dropDatabases(...made);
  await rm(dir, { recursive: true, force: true });
});

/** A signed-in admin app on a database of its own, with a depot's worth of money in it. */
async function depot() {
  const db = await newDatabase();
  made.push(db.name);
  const handle = openUrl(db.url, 6);
  const app = await buildApp({ db: handle.db });
  await app.ready();
  const base = { app, db: handle.db, pool: handle.pool, close: async () => {} };
  const t: SignedInTestApp = { ...base, ...(await signIn(base, 'admin')) };
  const spec = await buildSpecification(t.db);
  const a = await buildCustomer(t.db, { debt: 50_000 });
  const b = await buildCustomer(t.db);
  const trip = await buildTrip(t.db, {
    car: await buildCar(t.db),
    customer_id: a.id,
    lines: 3,
    product: { price: 1_500, total_weight: 12.5 },
  });
  const product = (customer_id: number, name: string) =>
    callEndpoint(t, productsApi.create, {
      body: {
        customer_id,
        name,
        price_type: 'weight',
        specification_id: spec.id,
        quantity: 2,
        total_weight: 7.25,
        price: 3_000,
        datetime: '2026-03-04',
      },
      token: t.token,
    });
  const pay = (customer_id: number, amount: number) =>
    callEndpoint(t, paymentsApi.create, {
      body: { customer_id, amount, method: 'cash' },
      token: t.token,
    });
  expect((await product(b.id, 'Thùng sơn')).status).toBe(200);
  expect((await pay(a.id, 60_000)).status).toBe(200);
  expect((await pay(b.id, 5_000)).status).toBe(200);
  return {
    ...db,
    t,
    handle,
    customers: [a.id, b.id],
    trip,
    product,
    pay,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

describe('backup and restore', () => {
  it('brings back every row, sequence and kept total after the data is wiped', async () => {
    const d = await depot();
    const before = await tableDigests(d.handle.pool);
    const sequences = await sequenceValues(d.handle.pool);
    const backup = await writeBackup(d.handle.pool, { dir, kind: 'manual' });
    expect(backup.rows).toBeGreaterThan(10_000); // the locations come along

    // Wiped: every table emptied (the audit log's guard too), as after a lost disk.
    const client = await d.handle.pool.connect();
    await client.query('begin; set local session_replication_role = replica');
    await client.query(`truncate ${Object.keys(before).join(', ')}`);
    await client.query('commit');
    client.release();
    await d.close();

    const result = await restoreBackup(backup.file, d.url);
    expect(result).toMatchObject({ database: d.name, rows: backup.rows, migrated: 0 });
    expect(result.previous).toMatch(new RegExp(`^${d.name}_before_restore_\\d{8}_\\d{6}$`));

    const restored = openUrl(d.url);
    try {
      const after = await tableDigests(restored.pool);
      // Sign-ins are not kept (a restore must not revive a revoked session).
      expect(after.sessions).toBe(`0:${'d41d8cd98f00b204e9800998ecf8427e'}`);
      expect({ ...after, sessions: '', login_failures: '' }).toEqual({
        ...before,
        sessions: '',
        login_failures: '',
      });
      expect(await sequenceValues(restored.pool)).toEqual(sequences);
      await expectTotalsInStep(restored.db);
      // The next customer takes the next number: the sequences carried on.
      const next = await buildCustomer(restored.db);
      expect(next.id).toBe(Number(sequences.customers_id_seq) + 1);
    } finally {
      await restored.close();
    }
  });

  it('restores a backup taken while clerks write to a state whose totals equal a recount', async () => {
    const d = await depot();
    let writing = true;
    let written = 0;
    const clerk = async (i: number) => {
      while (writing) {
        const customer = d.customers[i % 2]!;
        const res =
          i % 2 ? await d.pay(customer, 1_000 + i) : await d.product(customer, `Hàng ${i}`);
        expect(res.status).toBe(200);
        written++;
      }
    };
    const clerks = [0, 1, 2, 3].map(clerk);
    // Let the writes get going, then back up in their midst.
    while (written < 8) await new Promise((resolve) => setTimeout(resolve, 10));
    const atStart = written;
    const backup = await writeBackup(d.handle.pool, { dir, kind: 'manual' });
    const during = written - atStart;
    writing = false;
    await Promise.all(clerks);
    await d.close();
    expect(during).toBeGreaterThan(0); // writers were never held up

    const target = uniqueDbName();
    made.push(target);
    const result = await restoreBackup(backup.file, urlOfDb(target));
    expect(result.previous).toBeNull();
    const restored = openUrl(urlOfDb(target));
    try {
      await expectTotalsInStep(restored.db);
      const { rows } = await restored.pool.query<{ n: number }>(
        'select count(*)::int as n from products',
      );
      const header = await readBackupHeader(backup.file);
      expect(rows[0]!.n).toBe(header!.tables.find((x) => x.name === 'products')!.rows);
    } finally {
      await restored.close();
    }
  });
});
