import type { DebtRow, debtExportQuerySchema } from '@depot/shared/debt/debt.schema';
import { CREDIT_LABEL } from '@depot/shared/payments/line-money.rules';
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
  { header: 'Nợ đầu kỳ', key: 'opening_debt', width: 16, numFmt: FORMATS.money },
  { header: 'Nợ đầu kỳ còn lại', key: 'opening_due', width: 16, numFmt: FORMATS.money },
  { header: 'Hàng chưa thu', key: 'goods_due', width: 16, numFmt: FORMATS.money },
  { header: CREDIT_LABEL, key: 'credit', width: 16, numFmt: FORMATS.money },
  { header: 'Tổng nợ', key: 'outstanding_debt', width: 16, numFmt: FORMATS.money },
];

function rowOf(row: DebtRow) {
  const { full_name, phone, address, opening_debt, opening_due, goods_due, credit } = row;
  return {
    full_name,
    phone,
    address,
    opening_debt,
    opening_due,
    goods_due,
    credit,
    outstanding_debt: row.outstanding_debt,
  };
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
      const sums = { opening_debt: 0, opening_due: 0, goods_due: 0, credit: 0 };
      let page = first;
      for (let paged = 1; ; paged += 1) {
        for (const row of page.rows) {
          for (const key of Object.keys(sums) as (keyof typeof sums)[]) sums[key] += row[key];
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
          ...sums,
          outstanding_debt: first.totals.outstanding_debt,
        },
        true,
      );
      sheet.commit();
    },
  };
}
