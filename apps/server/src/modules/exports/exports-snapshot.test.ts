import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { debtExportQuerySchema } from '@depot/shared/debt/debt.schema';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { rowsOf, sheetOf } from '../../../test/xlsx';
import type { Context } from '../../lib/context';
import { debtFile } from './debt-export';
import { inSnapshot, type ExportFile } from './xlsx-stream';

// An export reads its first page before answering and the rest while the file streams: what
// is saved in between must not show in the file (inSnapshot, every export route uses it).
let t: SignedInTestApp;
let ctx: Context;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  ctx = { db: t.db, actor: t.user };
  // 105 debtors (opening debt i × 100): the debt export reads them 100 a page.
  for (let i = 1; i <= 105; i += 1) {
    await buildCustomer(t.db, { full_name: `Chụp Nợ ${i}`, debt: i * 100 });
  }
});
afterAll(() => t.close());

/** Writes the file as sendWorkbook would, without a reply, and reads it back. */
async function writtenRows(file: ExportFile): Promise<unknown[][]> {
  const out = new PassThrough();
  const bytes = buffer(out);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  await file.write(book, () => Promise.resolve(true));
  await book.commit();
  return rowsOf(await sheetOf(await bytes));
}

/** Between the first page and the rest: a new largest debtor, and the five smallest paid off. */
async function changeMidExport() {
  await buildCustomer(t.db, { full_name: 'Chụp Nợ Mới', debt: 1_000_000 });
  await t.db.execute(
    sql`update customers set debt = 0 where full_name in
        ('Chụp Nợ 1', 'Chụp Nợ 2', 'Chụp Nợ 3', 'Chụp Nợ 4', 'Chụp Nợ 5')`,
  );
}

describe('exports read one snapshot', () => {
  it('writes the debtors as they were when the export began, each once, with matching totals', async () => {
    const query = debtExportQuerySchema.parse({ full_name: 'chup no' });
    const file = await inSnapshot(ctx, (snapshot) => debtFile(snapshot, query));
    await changeMidExport();
    const rows = await writtenRows(file);

    // Header, 105 debtors, totals: the new one is not there, the paid-off five still are.
    expect(rows).toHaveLength(107);
    const names = rows.slice(1, 106).map((r) => r[0]);
    expect(new Set(names).size).toBe(105);
    expect(names).not.toContain('Chụp Nợ Mới');
    expect(names.at(-1)).toBe('Chụp Nợ 1');
    const opening = rows.slice(1, 106).reduce((sum, r) => sum + (r[3] as number), 0);
    // 100 × (1 + … + 105) = 556 500, in the rows and in the totals row alike.
    expect(opening).toBe(556_500);
    expect(rows[106]!.slice(1)).toEqual([
      '105 khách hàng',
      undefined,
      556_500,
      556_500,
      0,
      0,
      556_500,
    ]);

    // The change itself did commit: a new export sees it.
    const after = await writtenRows(await inSnapshot(ctx, (snapshot) => debtFile(snapshot, query)));
    expect(after[1]![0]).toBe('Chụp Nợ Mới');
    expect(after).toHaveLength(103);
  });

  it('refuses before any byte when the first read fails, and releases its connection', async () => {
    const failing = inSnapshot(ctx, () => Promise.reject(new Error('đọc lỗi')));
    await expect(failing).rejects.toThrow('đọc lỗi');
    // Every pooled connection is free again (a transaction left open would hold one).
    await expect(t.pool.query('select 1')).resolves.toBeTruthy();
    expect(t.pool.totalCount - t.pool.idleCount).toBe(0);
  });
});
