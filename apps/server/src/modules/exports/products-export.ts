import type { ProductListFilters } from '@depot/shared/products/products.schema';
import { formatDate } from '@depot/shared/text/format';
import type { Context } from '../../lib/context';
import { exportProducts, type ExportLine } from '../products/products-export.service';
import { depotToday } from '@depot/shared/validation/dates';
import { depotTimeZone } from '../settings/settings.service';
import {
  addSheet,
  excelDate,
  FORMATS,
  writeRow,
  type ExportColumn,
  type ExportFile,
} from './xlsx-stream';

/** Lines read per query (keyset), and written between two returns to the event loop. */
const BATCH = 2000;
const SLICE = 250;

/** The goods list screen's columns, in its order. */
export const PRODUCT_COLUMNS: ExportColumn[] = [
  { header: 'Mã', key: 'code', width: 13 },
  { header: 'Khách hàng', key: 'customer', width: 28 },
  { header: 'Tên hàng', key: 'name', width: 30 },
  { header: 'Số lượng', key: 'quantity', width: 10, numFmt: FORMATS.count },
  { header: 'Quy cách', key: 'unit', width: 12 },
  { header: 'Trọng lượng (kg)', key: 'total_weight', width: 16, numFmt: FORMATS.kg },
  { header: 'Đơn giá', key: 'price', width: 14, numFmt: FORMATS.money },
  { header: 'Thành tiền', key: 'amount', width: 16, numFmt: FORMATS.money },
  { header: 'Ngày nhận', key: 'datetime', width: 12, numFmt: FORMATS.date },
  { header: 'Trạng thái', key: 'status', width: 14 },
  { header: 'Thanh toán', key: 'paid', width: 16 },
  { header: 'Ghi chú', key: 'note', width: 30 },
];

function rowOf(line: ExportLine) {
  return {
    ...line,
    datetime: excelDate(line.datetime),
    status: line.loaded ? 'Đã lên xe' : 'Chưa lên xe',
    paid: line.paid ? 'Đã thanh toán' : 'Chưa thanh toán',
    note: line.note ?? '',
  };
}

/** Running totals; weights summed in hundredths, which stay exact where 0.1 + 0.2 does not. */
function totals() {
  let lines = 0;
  let quantity = 0;
  let hundredths = 0;
  let amount = 0;
  return {
    add(line: ExportLine) {
      lines += 1;
      quantity += line.quantity;
      hundredths += Math.round(line.total_weight * 100);
      amount += line.amount;
    },
    row: () => ({
      code: 'Tổng cộng',
      customer: `${lines.toLocaleString('vi-VN')} dòng hàng`,
      quantity,
      total_weight: hundredths / 100,
      amount,
    }),
  };
}

/**
 * GET /export/products: every goods line the list's filters match, newest first, then a totals
 * row. The first batch is read before answering (a bad query still answers as JSON).
 */
export async function productsFile(ctx: Context, query: ProductListFilters): Promise<ExportFile> {
  const batches = exportProducts(ctx, query, BATCH);
  const first = await batches.next();
  const date = formatDate(depotToday(await depotTimeZone(ctx)));
  return {
    names: { ascii: `hang-hoa-${date}.xlsx`, utf8: `hàng-hóa-${date}.xlsx` },
    write: async (book, flowing) => {
      const sheet = addSheet(book, 'Hàng hóa', PRODUCT_COLUMNS);
      writeRow(
        sheet,
        PRODUCT_COLUMNS.map((c) => c.header),
        true,
      );
      const sum = totals();
      // A few hundred rows at a time, then back to the event loop: other requests are served
      // and the zip compresses what was written before more is added.
      const writeBatch = async (lines: ExportLine[]) => {
        for (let from = 0; from < lines.length; from += SLICE) {
          for (const line of lines.slice(from, from + SLICE)) {
            sum.add(line);
            writeRow(sheet, rowOf(line));
          }
          if (!(await flowing(sheet))) return false;
        }
        return true;
      };
      let batch = first;
      while (!batch.done) {
        if (!(await writeBatch(batch.value))) return void (await batches.return(undefined));
        batch = await batches.next();
      }
      writeRow(sheet, sum.row(), true);
      sheet.commit();
    },
  };
}
