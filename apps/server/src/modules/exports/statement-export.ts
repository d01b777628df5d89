import { receiptLineState, RECEIPT_LABELS } from '@depot/shared/receipts/receipt-labels';
import type {
  ReceiptBody,
  ReceiptLine,
  VehicleStatementFilters,
} from '@depot/shared/receipts/receipts.schema';
import { quantityUnit } from '@depot/shared/products/products.rules';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import type { Context } from '../../lib/context';
import { getVehicleStatement } from '../receipts/receipts.service';
import {
  addSheet,
  excelDate,
  FORMATS,
  slug,
  writeRow,
  type ExportColumn,
  type ExportFile,
} from './xlsx-stream';

export const STATEMENT_COLUMNS: ExportColumn[] = [
  { header: 'Khách hàng', key: 'customer', width: 28 },
  { header: 'Mã', key: 'code', width: 13 },
  { header: 'Tên hàng', key: 'name', width: 30 },
  { header: 'Số lượng', key: 'quantity', width: 10, numFmt: FORMATS.count },
  { header: 'Quy cách', key: 'unit', width: 12 },
  { header: 'Trọng lượng (kg)', key: 'total_weight', width: 16, numFmt: FORMATS.kg },
  { header: 'Đơn giá', key: 'price', width: 14, numFmt: FORMATS.money },
  { header: 'Thành tiền', key: 'amount', width: 16, numFmt: FORMATS.money },
  { header: 'Đã thu', key: 'collected', width: 16, numFmt: FORMATS.money },
  { header: 'Còn lại', key: 'due', width: 16, numFmt: FORMATS.money },
  { header: 'Thanh toán', key: 'paid', width: 16 },
];
/** The title block (title, vehicle, date, a blank line) comes before the header row. */
export const STATEMENT_HEADER_ROW = 5;

function lineRow(customer: string, line: ReceiptLine) {
  const p = line.product;
  return {
    customer,
    code: p.code,
    name: p.name,
    quantity: p.quantity,
    unit: quantityUnit(p.price_type, p.specification),
    total_weight: p.total_weight,
    price: p.price,
    amount: line.amount,
    collected: line.collected,
    due: line.due,
    paid: receiptLineState(line),
  };
}

/** A subtotal or the total: statementTotals() of shared, as the print views show it. */
function sumsRow(label: string, sums: ReceiptBody['sums']) {
  const { quantity, total_weight, amount, collected, due } = sums;
  // What senders still owe on their lines is not in the customer's due: said beside it.
  const paid =
    sums.sender_due > 0 ? `${RECEIPT_LABELS.senderDue} ${formatMoney(sums.sender_due)}` : '';
  return { customer: label, quantity, total_weight, amount, collected, due, paid };
}

/**
 * GET /export/statement: a vehicle's statement for a date (getVehicleStatement: 404 when the
 * vehicle or its goods are not found, before any byte), each customer's lines and subtotal,
 * then the vehicle's total. A statement is one vehicle's day: it is read whole.
 */
export async function statementFile(
  ctx: Context,
  query: VehicleStatementFilters,
): Promise<ExportFile> {
  const statement = await getVehicleStatement(ctx, query);
  const plate = statement.car.number_car.normalize('NFC');
  const date = formatDate(statement.fullDatefrom);
  return {
    names: {
      ascii: `bang-ke-${slug(plate).toUpperCase()}-${date}.xlsx`,
      utf8: `bảng-kê-${plate}-${date}.xlsx`,
    },
    write: async (book) => {
      const sheet = addSheet(book, 'Bảng kê', STATEMENT_COLUMNS, STATEMENT_HEADER_ROW);
      writeRow(sheet, ['Bảng kê hàng hóa theo xe'], true);
      writeRow(sheet, ['Xe', plate]);
      const dateRow = sheet.addRow(['Ngày', excelDate(statement.fullDatefrom)]);
      dateRow.getCell(2).numFmt = FORMATS.date;
      dateRow.commit();
      writeRow(sheet, []);
      writeRow(
        sheet,
        STATEMENT_COLUMNS.map((c) => c.header),
        true,
      );
      for (const receipt of statement.receipts) {
        const name = receipt.customer.full_name;
        for (const line of receipt.data) writeRow(sheet, lineRow(name, line));
        writeRow(sheet, sumsRow(`Cộng: ${name}`, receipt.sums), true);
      }
      writeRow(sheet, sumsRow(`Tổng cộng xe ${plate}`, statement.sums), true);
      sheet.commit();
    },
  };
}
