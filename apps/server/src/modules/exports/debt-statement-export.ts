import type { PeriodLine, periodStatementQuerySchema } from '@depot/shared/debt/debt.schema';
import { formatDate } from '@depot/shared/text/format';
import type { z } from 'zod';
import type { Context } from '../../lib/context';
import { getPeriodStatement } from '../debt/debt.service';
import {
  addSheet,
  excelDate,
  FORMATS,
  slug,
  writeRow,
  type ExportColumn,
  type ExportFile,
  type SheetWriter,
} from './xlsx-stream';

/** The columns of both tables (goods of the period, collections); the figures use A and D. */
export const PERIOD_COLUMNS: ExportColumn[] = [
  { header: 'Ngày', key: 'date', width: 14, numFmt: FORMATS.date },
  { header: 'Mã hàng', key: 'code', width: 14 },
  { header: 'Tên hàng', key: 'name', width: 32 },
  { header: 'Thành tiền', key: 'amount', width: 16, numFmt: FORMATS.money },
];
/** Title, customer and period stay in view while the tables scroll. */
export const PERIOD_TITLE_ROWS = 3;

/** A table of lines: its title, header, lines and sum (the statement's own figure). */
function writeLines(
  sheet: SheetWriter,
  title: string,
  dateHeader: string,
  lines: PeriodLine[],
  sum: number,
) {
  writeRow(sheet, [title], true);
  writeRow(sheet, [dateHeader, ...PERIOD_COLUMNS.slice(1).map((c) => c.header)], true);
  for (const line of lines) {
    writeRow(sheet, {
      date: excelDate(line.date),
      code: line.code,
      name: line.name,
      amount: line.amount,
    });
  }
  writeRow(sheet, { date: 'Tổng cộng', name: `${lines.length} dòng`, amount: sum }, true);
}

/**
 * GET /export/debt-statement: a customer's statement of account for a period, as the print view
 * /cong-no/theo-ky shows it (getPeriodStatement: the customer's 404 before any byte): the four
 * figures, the goods received in the period, the collections. A customer's period is read whole.
 */
export async function debtStatementFile(
  ctx: Context,
  query: z.output<typeof periodStatementQuerySchema>,
): Promise<ExportFile> {
  const s = await getPeriodStatement(ctx, query);
  const name = s.customer.full_name.normalize('NFC');
  const [from, to] = [formatDate(s.date_from), formatDate(s.date_to)];
  return {
    names: {
      ascii: `cong-no-${slug(name)}-${from}-den-${to}.xlsx`,
      utf8: `công-nợ-${name}-${from}-đến-${to}.xlsx`,
    },
    write: async (book) => {
      const sheet = addSheet(book, 'Công nợ theo kỳ', PERIOD_COLUMNS, PERIOD_TITLE_ROWS);
      writeRow(sheet, ['Bảng đối chiếu công nợ'], true);
      writeRow(sheet, ['Khách hàng', `${name} - ${s.customer.phone}`]);
      const period = sheet.addRow([
        'Từ ngày',
        excelDate(s.date_from),
        'Đến ngày',
        excelDate(s.date_to),
      ]);
      period.getCell(2).numFmt = FORMATS.date;
      period.getCell(4).numFmt = FORMATS.date;
      period.commit();
      writeRow(sheet, []);
      const figures: [string, number][] = [
        ['Số dư đầu kỳ', s.opening_balance],
        ['Tiền hàng trong kỳ', s.goods_amount],
        ['Đã thu trong kỳ', s.collected_amount],
        ['Số dư cuối kỳ', s.closing_balance],
      ];
      figures.forEach(([label, value], i) =>
        writeRow(sheet, { date: label, amount: value }, i === figures.length - 1),
      );
      writeRow(sheet, []);
      writeLines(sheet, 'Hàng nhận trong kỳ', 'Ngày nhận', s.goods, s.goods_amount);
      writeRow(sheet, []);
      writeLines(sheet, 'Tiền đã thu trong kỳ', 'Ngày thu', s.collections, s.collected_amount);
      sheet.commit();
    },
  };
}
