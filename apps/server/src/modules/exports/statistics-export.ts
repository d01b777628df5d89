import {
  STATISTICS_MAX_LIMIT,
  type ReceiptStatsFilters,
  type ReceiptStatsRow,
} from '@depot/shared/statistics/statistics.schema';
import { formatDate } from '@depot/shared/text/format';
import type { Context } from '../../lib/context';
import { receiptStats, statsRange } from '../statistics/statistics.service';
import {
  addSheet,
  excelDate,
  FORMATS,
  writeRow,
  type ExportColumn,
  type ExportFile,
} from './xlsx-stream';

/** The statistics cards' figures, one row per customer × vehicle × date. */
export const STATISTICS_COLUMNS: ExportColumn[] = [
  { header: 'Ngày lên hàng', key: 'datefrom', width: 14, numFmt: FORMATS.date },
  { header: 'Biển số xe', key: 'plate', width: 14 },
  { header: 'Khách hàng', key: 'customer', width: 28 },
  { header: 'Số dòng hàng', key: 'lines', width: 12, numFmt: FORMATS.count },
  { header: 'Trọng lượng (kg)', key: 'total_weight', width: 16, numFmt: FORMATS.kg },
  { header: 'Thành tiền', key: 'amount', width: 16, numFmt: FORMATS.money },
  { header: 'Đã thu', key: 'collected', width: 16, numFmt: FORMATS.money },
  { header: 'Còn lại', key: 'due', width: 16, numFmt: FORMATS.money },
  { header: 'Thanh toán', key: 'paid', width: 16 },
];

function rowOf(row: ReceiptStatsRow) {
  return {
    datefrom: excelDate(row.datefrom),
    plate: row.car.number_car,
    customer: row.customer.full_name,
    lines: row.lines,
    total_weight: row.total_weight,
    amount: row.amount,
    collected: row.collected,
    due: row.due,
    paid: row.is_close ? 'Đã thanh toán' : 'Chưa thanh toán',
  };
}

/**
 * GET /export/statistics: every statement the statistics screen's filters match (read through
 * its service, a page of STATISTICS_MAX_LIMIT at a time: statements are per customer × vehicle
 * × date, far fewer than goods), then the totals of the filtered set as the screen shows them.
 */
export async function statisticsFile(
  ctx: Context,
  query: ReceiptStatsFilters,
): Promise<ExportFile> {
  const days = await statsRange(ctx, query);
  const pageOf = (paged: number) =>
    receiptStats(ctx, { ...query, ...days, paged, limit: STATISTICS_MAX_LIMIT });
  const first = await pageOf(1);
  const [from, to] = [formatDate(days.date_from), formatDate(days.date_to)];
  return {
    names: { ascii: `thong-ke-${from}-den-${to}.xlsx`, utf8: `thống-kê-${from}-đến-${to}.xlsx` },
    write: async (book, flowing) => {
      const sheet = addSheet(book, 'Thống kê', STATISTICS_COLUMNS);
      writeRow(
        sheet,
        STATISTICS_COLUMNS.map((c) => c.header),
        true,
      );
      let hundredths = 0;
      let page = first;
      for (let paged = 1; ; paged += 1) {
        for (const row of page.rows) {
          hundredths += Math.round(row.total_weight * 100);
          writeRow(sheet, rowOf(row));
        }
        if (!(await flowing(sheet))) return;
        if (paged * STATISTICS_MAX_LIMIT >= first.total) break;
        page = await pageOf(paged + 1);
      }
      const { lines, amount, collected, due } = first.totals;
      writeRow(
        sheet,
        {
          datefrom: 'Tổng cộng',
          customer: `${first.total.toLocaleString('vi-VN')} bảng kê`,
          lines,
          total_weight: hundredths / 100,
          amount,
          collected,
          due,
        },
        true,
      );
      sheet.commit();
    },
  };
}
