import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dropDatabases,
  newDatabase,
  openUrl,
  tempDir,
  uniqueDbName,
  urlOfDb,
} from '../../../test/backup-support';
import { buildCustomer, buildProduct } from '../../../test/factories';
import { writeBackup } from './backup-writer';
import { restoreBackup } from './restore';
import { keptTotalsMismatches } from './restore-checks';

// A restore holds every kept total to a recount (docs/decisions/0011-backups.md), now with those kept for fast reads
// (docs/speed.md): the totals per value and per bucket, the money received per quarter hour and each
// customer's outstanding debt. Each one put out of step is named; a backup holding one is refused.

let dir: string;
const made: string[] = [];
beforeAll(async () => {
  dir = await tempDir();
});
afterAll(async () => {
  await dropDatabases(...made);
  await rm(dir, { recursive: true, force: true });
});

/** A database of its own with goods and a payment in it. */
async function depot() {
  const db = await newDatabase();
  made.push(db.name);
  const handle = openUrl(db.url);
  const customer = await buildCustomer(handle.db, { debt: 40_000 });
  await buildProduct(handle.db, { customer_id: customer.id, price: 2_000, total_weight: 71.5 });
  await buildProduct(handle.db, { customer_id: customer.id, price: 3_100, total_weight: 1234.56 });
  await handle.db.execute(sql`
    insert into payments (number_year, number_month, number_order, customer_id, amount, method,
      received_at)
    values (2026, 5, 1, ${customer.id}, 25000, 'cash', '2026-05-02T03:04:05Z')`);
  return { ...db, handle, customer };
}

describe('the restore checks of the kept read totals', () => {
  it('find nothing in step, and name each kept total put out of step', async () => {
    const d = await depot();
    const { db } = d.handle;
    try {
      expect(await keptTotalsMismatches(db)).toEqual([]);
      const tamper = [
        {
          change: sql`update goods_value_totals set goods = goods + 1 where kind = 'weight' and value = 7150`,
          undo: sql`update goods_value_totals set goods = goods - 1 where kind = 'weight' and value = 7150`,
          said: 'tổng hàng theo giá trị weight 7150',
        },
        {
          change: sql`update goods_value_buckets set amount = amount + 1 where kind = 'amount' and bucket = 143000`,
          undo: sql`update goods_value_buckets set amount = amount - 1 where kind = 'amount' and bucket = 143000`,
          said: 'tổng hàng theo giá trị amount~143000',
        },
        {
          change: sql`delete from payment_received_slots`,
          undo: sql`insert into payment_received_slots values ('2026-05-02T03:00:00Z', 1, 25000)`,
          said: 'tiền đã thu theo giờ',
        },
        {
          change: sql`insert into cash_drawer_slots values (1, '2001-01-01T00:00:00Z', 5000, 0)`,
          undo: sql`delete from cash_drawer_slots where slot = '2001-01-01T00:00:00Z'`,
          said: 'tiền mặt trong két theo giờ 1 2001-01-01',
        },
        {
          change: sql`update customers set outstanding_debt = outstanding_debt + 1 where id = ${d.customer.id}`,
          undo: sql`update customers set outstanding_debt = outstanding_debt - 1 where id = ${d.customer.id}`,
          said: `công nợ còn lại của khách ${d.customer.id}`,
        },
      ];
      for (const { change, undo, said } of tamper) {
        await db.execute(change);
        const wrong = await keptTotalsMismatches(db);
        expect(wrong).toHaveLength(1);
        expect(wrong[0]).toContain(said);
        await db.execute(undo);
        expect(await keptTotalsMismatches(db)).toEqual([]);
      }
    } finally {
      await d.handle.close();
    }
  });

  it('refuses a backup whose bucket totals are out of step', async () => {
    const d = await depot();
    await d.handle.db.execute(
      sql`update goods_value_buckets set goods = goods + 5 where kind = 'weight' and bucket = 123000`,
    );
    const backup = await writeBackup(d.handle.pool, { dir, kind: 'manual' });
    await d.handle.close();
    const target = uniqueDbName();
    made.push(target);
    await expect(restoreBackup(backup.file, urlOfDb(target))).rejects.toThrow(
      /Số tổng trong dữ liệu khôi phục không khớp: tổng hàng theo giá trị weight~123000/,
    );
  });
});
