import {
  cashBookTotals,
  PAYMENT_METHOD_LABELS,
  UNKNOWN_RECEIVER,
  type CashBookRow,
} from '@depot/shared/payments/payments.rules';
import {
  CASH_BOOK_MAX_LIMIT,
  type PaymentListFilters,
  type PaymentRow,
} from '@depot/shared/payments/payments.schema';
import { depotWallClock } from '@depot/shared/text/depot-date-time';
import { formatDate } from '@depot/shared/text/format';
import { depotToday } from '@depot/shared/validation/dates';
import type { Context } from '../../lib/context';
import { listCashBook } from '../payments/payments.service';
import { depotTimeZone } from '../settings/settings.service';
import {
  addSheet,
  FORMATS,
  writeRow,
  type ExportColumn,
  type ExportFile,
  type SheetWriter,
} from './xlsx-stream';

/** The moment a payment was received, as the depot's clock showed it. */
const DATE_TIME = `${FORMATS.date} hh:mm`;

/** The cash book screen's columns, with the phone and the void reason it shows on hover. */
export const CASH_BOOK_COLUMNS: ExportColumn[] = [
  { header: 'Số phiếu', key: 'number', width: 16 },
  { header: 'Ngày giờ thu', key: 'received_at', width: 17, numFmt: DATE_TIME },
  { header: 'Khách hàng', key: 'customer', width: 28 },
  { header: 'Số điện thoại', key: 'phone', width: 16 },
  { header: 'Số tiền', key: 'amount', width: 16, numFmt: FORMATS.money },
  { header: 'Hình thức', key: 'method', width: 14 },
  { header: 'Người thu', key: 'receiver', width: 24 },
  { header: 'Ghi chú', key: 'note', width: 30 },
  { header: 'Trạng thái', key: 'status', width: 30 },
];

function rowOf(row: PaymentRow, zone: string) {
  return {
    number: row.number,
    // The depot's wall clock (its zone from the settings): exceljs writes dates as UTC.
    received_at: depotWallClock(row.received_at, zone),
    customer: row.customer.full_name,
    phone: row.customer.phone,
    amount: row.amount,
    method: PAYMENT_METHOD_LABELS[row.method],
    receiver: row.received_by?.fullname ?? UNKNOWN_RECEIVER,
    note: row.note ?? '',
    status: row.voided_at === null ? '' : `Đã hủy: ${row.void_reason ?? ''}`.trim(),
  };
}

const toTotalsRow = (row: PaymentRow): CashBookRow => ({
  amount: row.amount,
  method: row.method,
  received_by: row.received_by,
  voided: row.voided_at !== null,
});

/**
 * A row of the totals block, in the first five columns: a label, the number of payments, cash,
 * transfer and the sum. Those cells are written with their own formats: the columns' formats
 * (a date-time, a phone) are for the payments above.
 */
function writeTotals(sheet: SheetWriter, values: (string | number | null)[], bold = false): void {
  const row = sheet.addRow(values);
  row.getCell(2).numFmt = FORMATS.count;
  row.getCell(3).numFmt = FORMATS.money;
  row.getCell(4).numFmt = FORMATS.money;
  if (bold) row.font = { bold: true };
  row.commit();
}

/** `so-quy-25-11-2026.xlsx`, or `so-quy-01-11-2026-den-25-11-2026.xlsx` for a range. */
function namesOf(from: string, to: string): ExportFile['names'] {
  const [a, b] = [formatDate(from), formatDate(to)];
  return from === to
    ? { ascii: `so-quy-${a}.xlsx`, utf8: `sổ-quỹ-${a}.xlsx` }
    : { ascii: `so-quy-${a}-den-${b}.xlsx`, utf8: `sổ-quỹ-${a}-đến-${b}.xlsx` };
}

/**
 * GET /export/cash-book: every payment the cash book's filters match, read through its service
 * (its role rule: staff get their own drawer, 403 for another's; its order: newest first), a page
 * of CASH_BOOK_MAX_LIMIT at a time, then the totals (cashBookTotals) of those same rows: the sum,
 * per method and one row per person, so a drawer is counted from the file as from the screen.
 */
export async function cashBookFile(ctx: Context, query: PaymentListFilters): Promise<ExportFile> {
  const pageOf = (paged: number) =>
    listCashBook(ctx, { ...query, paged, limit: CASH_BOOK_MAX_LIMIT });
  const first = await pageOf(1);
  const zone = await depotTimeZone(ctx);
  const today = depotToday(zone);
  const from = query.date_from ?? query.date_to ?? today;
  const to = query.date_to ?? query.date_from ?? today;
  return {
    names: namesOf(from, to),
    write: async (book, flowing) => {
      const sheet = addSheet(book, 'Sổ quỹ', CASH_BOOK_COLUMNS);
      writeRow(
        sheet,
        CASH_BOOK_COLUMNS.map((c) => c.header),
        true,
      );
      const seen: CashBookRow[] = [];
      let page = first;
      for (let paged = 1; ; paged += 1) {
        for (const row of page.rows) {
          seen.push(toTotalsRow(row));
          writeRow(sheet, rowOf(row, zone));
        }
        if (!(await flowing(sheet))) return;
        if (paged * CASH_BOOK_MAX_LIMIT >= first.total) break;
        page = await pageOf(paged + 1);
      }
      const totals = cashBookTotals(seen);
      writeRow(sheet, []);
      writeTotals(sheet, ['Tổng kết', 'Số phiếu', 'Tiền mặt', 'Chuyển khoản', 'Tổng'], true);
      const { cash, transfer } = totals.by_method;
      writeTotals(sheet, ['Tổng thu', totals.count, cash, transfer, totals.amount], true);
      for (const person of totals.by_person) {
        writeTotals(sheet, [
          person.fullname,
          person.count,
          person.cash,
          person.transfer,
          person.amount,
        ]);
      }
      if (totals.voided.count > 0) {
        writeTotals(sheet, ['Đã hủy', totals.voided.count, null, null, totals.voided.amount]);
      }
      sheet.commit();
    },
  };
}
