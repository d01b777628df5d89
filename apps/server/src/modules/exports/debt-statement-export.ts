import type {
  PeriodLine,
  PeriodPayment,
  periodStatementQuerySchema,
} from '@depot/shared/debt/debt.schema';
import { CREDIT_LABEL, paidStateText } from '@depot/shared/payments/line-money.rules';
import { PAYMENT_METHOD_LABELS, UNKNOWN_RECEIVER } from '@depot/shared/payments/payments.rules';
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

/**
 * The sheet's columns, shared by both tables (each writes its own header row): the goods of the
 * period (date, code, name, amount, collected, due, state) and its payments (date, number,
 * method, amount, who received it, note). The figures use A and D.
 */
export const PERIOD_COLUMNS: ExportColumn[] = [
  { header: 'Ngày', key: 'date', width: 14, numFmt: FORMATS.date },
  { header: 'Mã hàng', key: 'code', width: 16 },
  { header: 'Tên hàng', key: 'name', width: 32 },
  { header: 'Thành tiền', key: 'amount', width: 16, numFmt: FORMATS.money },
  { header: 'Đã thu', key: 'collected', width: 16, numFmt: FORMATS.money },
  { header: 'Còn nợ', key: 'due', width: 16, numFmt: FORMATS.money },
  { header: 'Trạng thái', key: 'state', width: 26 },
];
const GOODS_HEADERS = [
  'Ngày nhận',
  'Mã hàng',
  'Tên hàng',
  'Thành tiền',
  'Đã thu',
  'Còn nợ',
  'Trạng thái',
];
const PAYMENT_HEADERS = ['Ngày thu', 'Số phiếu', 'Hình thức', 'Số tiền', 'Người thu', 'Ghi chú'];
/** Title, customer and period stay in view while the tables scroll. */
export const PERIOD_TITLE_ROWS = 3;

/** The goods of the period: each with what is collected and due of it now, and the sum. */
function writeGoods(sheet: SheetWriter, lines: PeriodLine[], sum: number) {
  writeRow(sheet, ['Hàng nhận trong kỳ'], true);
  writeRow(sheet, GOODS_HEADERS, true);
  for (const line of lines) {
    writeRow(sheet, {
      date: excelDate(line.date),
      code: line.code,
      name: line.name,
      amount: line.amount,
      collected: line.collected,
      due: line.due,
      state: paidStateText(line),
    });
  }
  writeRow(sheet, { date: 'Tổng cộng', name: `${lines.length} dòng`, amount: sum }, true);
}

/** The payments of the period under their own headers, and the sum. */
function writePayments(sheet: SheetWriter, list: PeriodPayment[], sum: number) {
  writeRow(sheet, ['Tiền đã thu trong kỳ'], true);
  writeRow(sheet, PAYMENT_HEADERS, true);
  for (const p of list) {
    writeRow(sheet, [
      excelDate(p.date),
      p.number,
      PAYMENT_METHOD_LABELS[p.method],
      p.amount,
      p.received_by ?? UNKNOWN_RECEIVER,
      p.note ?? '',
    ]);
  }
  writeRow(sheet, { date: 'Tổng cộng', name: `${list.length} phiếu`, amount: sum }, true);
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
        ['Còn nợ cuối kỳ', s.closing_due],
        [CREDIT_LABEL, s.closing_credit],
      ];
      figures.forEach(([label, value], i) =>
        writeRow(sheet, { date: label, amount: value }, i === figures.length - 1),
      );
      writeRow(sheet, []);
      writeGoods(sheet, s.goods, s.goods_amount);
      writeRow(sheet, []);
      writePayments(sheet, s.payments, s.collected_amount);
      sheet.commit();
    },
  };
}
