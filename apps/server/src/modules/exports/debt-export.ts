import type { DebtRow, debtExportQuerySchema } from '@depot/shared/debt/debt.schema';
import { formatDate } from '@depot/shared/text/format';
import type { z } from 'zod';
import type { Context } from '../../lib/context';
import { listDebts } from '../debt/debt.service';
import { depotToday } from '@depot/shared/validation/dates';
import { depotTimeZone } from '../settings/settings.service';
import { addSheet, FORMATS, writeRow, type ExportColumn, type ExportFile } from './xlsx-stream';

/** Customers read per page: the largest page GET /debt allows. */
const PAGE = 100;

/** The debt screen's columns, with the address the screen leaves to the drawer. */
export const DEBT_COLUMNS: ExportColumn[] = [
  { header: 'Khách hàng', key: 'full_name', width: 28 },
  { header: 'Số điện thoại', key: 'phone', width: 14 },
  { header: 'Địa chỉ', key: 'address', width: 44 },
  { header: 'Nợ đầu kỳ', key: 'debt', width: 16, numFmt: FORMATS.money },
  { header: 'Hàng chưa thu', key: 'unpaid_amount', width: 16, numFmt: FORMATS.money },
  { header: 'Tổng nợ', key: 'outstanding_debt', width: 16, numFmt: FORMATS.money },
];

function rowOf(row: DebtRow) {
  const { full_name, phone, address, debt, unpaid_amount, outstanding_debt } = row;
  return { full_name, phone, address, debt, unpaid_amount, outstanding_debt };
}

/**
 * GET /export/debt: every customer who owes, as the debt screen lists them (its service, its
 * name filter and order: largest debt first), a page at a time, then the totals. Opening debt
 * and unpaid amounts are summed from the rows; the outstanding sum is the list's own total.
 */
export async function debtFile(
  ctx: Context,
  query: z.output<typeof debtExportQuerySchema>,
): Promise<ExportFile> {
  const pageOf = (paged: number) => listDebts(ctx, { ...query, paged, limit: PAGE });
  const first = await pageOf(1);
  const today = formatDate(depotToday(await depotTimeZone(ctx)));
  return {
    names: { ascii: `cong-no-${today}.xlsx`, utf8: `công-nợ-${today}.xlsx` },
    write: async (book, flowing) => {
      const sheet = addSheet(book, 'Công nợ', DEBT_COLUMNS);
      writeRow(
        sheet,
        DEBT_COLUMNS.map((c) => c.header),
        true,
      );
      let debt = 0;
      let unpaid = 0;
      let page = first;
      for (let paged = 1; ; paged += 1) {
        for (const row of page.rows) {
          debt += row.debt;
          unpaid += row.unpaid_amount;
          writeRow(sheet, rowOf(row));
        }
        if (!(await flowing(sheet))) return;
        if (paged * PAGE >= first.total) break;
        page = await pageOf(paged + 1);
      }
      // Staff the owner hides the depot's total debt from get the rows without the sum.
      if (first.totals.outstanding_debt === null) return sheet.commit();
      writeRow(
        sheet,
        {
          full_name: 'Tổng cộng',
          phone: `${first.totals.customers.toLocaleString('vi-VN')} khách hàng`,
          debt,
          unpaid_amount: unpaid,
          outstanding_debt: first.totals.outstanding_debt,
        },
        true,
      );
      sheet.commit();
    },
  };
}
