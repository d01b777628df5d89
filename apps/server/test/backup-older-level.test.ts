import { rm } from 'node:fs/promises';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../src/db/migrate';
import { readBackupHeader } from '../src/modules/backups/backup-reader';
import { writeBackup } from '../src/modules/backups/backup-writer';
import { migrationsUpTo, readJournal } from '../src/modules/backups/migrations-level';
import { backupBeforeMigrations } from '../src/modules/backups/pre-migration-backup';
import { restoreBackup } from '../src/modules/backups/restore';
import {
  dropDatabases,
  newDatabase,
  openUrl,
  tempDir,
  uniqueDbName,
  urlOfDb,
} from './backup-support';
import { expectTotalsInStep } from './kept-totals';

// docs/decisions/0011-backups.md: a backup of a database at an older migration level (here before 0017, when a paid
// line was a flag and payments were not records) is restored at its level, then migrated: the
// data migrations run on the restored rows, as they would have on the live database.

const OLD_TAG = '0016_request_ids';
let dir: string;
const made: string[] = [];

/** A database migrated only up to OLD_TAG, with a small depot in the tables of that time. */
async function olderDepot() {
  const db = await newDatabase({ empty: true });
  made.push(db.name);
  const handle = openUrl(db.url);
  const journal = await readJournal();
  const level = journal.entries.findIndex((e) => e.tag === OLD_TAG) + 1;
  const upTo = await migrationsUpTo(level);
  await migrate(handle.db, { migrationsFolder: upTo.folder });
  await upTo.remove();
  await handle.pool.query(`
    insert into provinces (id, name, type, sort_key) values (79, 'Hồ Chí Minh', 'Thành phố', 'ho chi minh');
    insert into districts (id, province_id, name, type, sort_key) values (760, 79, 'Quận 1', 'Quận', 'quan 1');
    insert into wards (id, district_id, name, type, sort_key) values (26734, 760, 'Tân Định', 'Phường', 'tan dinh');
    insert into users (username, email, fullname, password_hash, role)
      values ('quantri', 'qt@chanhxe.vn', 'Quản Trị Viên', 'x', 'admin');
    insert into customers (full_name, phone, province_id, district_id, ward_id, debt)
      values ('Nguyễn Văn An', '0903123456', 79, 760, 26734, 20000),
             ('Trần Thị Bình', '0903654321', 79, 760, 26734, 0);
    insert into specifications (name) values ('Thùng');
    insert into cars (number_car, driver_name, total_weight) values ('60C12345', 'Lê Văn Lái', 5000);
    insert into products (customer_id, name, price, quantity, total_weight, price_type,
        specification_id, is_paid, status, datetime, year_create, month_create, "order")
      values (1, 'Tivi', 1000, 1, 10, 'weight', 1, true, true, '2025-05-01', 2025, 5, 1),
             (1, 'Tủ lạnh', 2000, 2, 5, 'package', null, false, true, '2025-05-01', 2025, 5, 2),
             (2, 'Quạt', 500, 1, 3, 'weight', 1, true, false, '2025-05-02', 2025, 5, 3);
    insert into trips (car_id, datetime_from) values (1, '2025-05-03');
    insert into trip_items (trip_id, product_id) values (1, 1), (1, 2);`);
  return { ...db, handle, level, journal };
}

beforeAll(async () => {
  dir = await tempDir();
});
afterAll(async () => {
  await dropDatabases(...made);
  await rm(dir, { recursive: true, force: true });
});

describe('a backup from an older migration level', () => {
  it('is restored at its level, then migrated (payments made from the paid lines)', async () => {
    const d = await olderDepot();
    const backup = await writeBackup(d.handle.pool, { dir, kind: 'manual' });
    await d.handle.close();
    const header = await readBackupHeader(backup.file);
    expect(header!.last_migration).toBe(OLD_TAG);
    expect(header!.migrations).toHaveLength(d.level);

    const target = uniqueDbName();
    made.push(target);
    const result = await restoreBackup(backup.file, urlOfDb(target));
    expect(result).toMatchObject({
      fileMigration: OLD_TAG,
      migrated: d.journal.entries.length - d.level,
      previous: null,
    });
    const restored = openUrl(urlOfDb(target));
    try {
      const { rows: goods } = await restored.pool.query<{ name: string; paid_amount: number }>(
        'select name, paid_amount from products order by id',
      );
      expect(goods).toEqual([
        { name: 'Tivi', paid_amount: 10_000 },
        { name: 'Tủ lạnh', paid_amount: 0 },
        { name: 'Quạt', paid_amount: 1_500 },
      ]);
      // 0018 turned each paid line into a payment of its amount.
      const { rows: payments } = await restored.pool.query<{ amount: number }>(
        'select amount from payments order by amount',
      );
      expect(payments.map((p) => p.amount)).toEqual([1_500, 10_000]);
      await expectTotalsInStep(restored.db);
      const { rows: applied } = await restored.pool.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied[0]!.n).toBe(d.journal.entries.length);
    } finally {
      await restored.close();
    }
  });

  it('is what the start-up takes before it applies new migrations to data', async () => {
    const d = await olderDepot();
    const place = { dir: `${dir}/pre` };
    const before = await backupBeforeMigrations(d.handle.pool, place, () => {});
    expect(before?.name).toMatch(/-pre-migration\.backup$/);
    expect(before?.rows).toBeGreaterThan(0);
    // Once migrated nothing is pending, and an empty database has nothing to keep.
    await runMigrations(d.handle.db);
    expect(await backupBeforeMigrations(d.handle.pool, place, () => {})).toBeUndefined();
    await d.handle.close();
    const empty = await newDatabase({ empty: true });
    made.push(empty.name);
    const bare = openUrl(empty.url);
    try {
      expect(await backupBeforeMigrations(bare.pool, place, () => {})).toBeUndefined();
    } finally {
      await bare.close();
    }
  });
});
