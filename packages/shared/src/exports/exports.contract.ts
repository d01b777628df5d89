import { fileEndpoint } from '../api/contract';
import { codSenderExportQuerySchema } from '../cod/cod.schema';
import { debtExportQuerySchema, periodStatementQuerySchema } from '../debt/debt.schema';
import { paymentListQuerySchema } from '../payments/payments.schema';
import { productListQuerySchema } from '../products/products.schema';
import { vehicleStatementQuerySchema } from '../receipts/receipts.schema';
import { receiptStatsQuerySchema } from '../statistics/statistics.schema';

/** The type of an Excel workbook. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const tags = ['Xuất Excel'];
const xlsx = (what: string) => ({ type: XLSX_TYPE, description: `${what} (.xlsx, truyền dần)` });

/** Excel downloads: the same query schemas as their screens, so a bad filter is a 400 first. */
export const exportsApi = {
  /** GET /export/products: the goods list (Hàng hóa) under its filters. */
  products: fileEndpoint({
    method: 'GET',
    path: '/export/products',
    tags,
    query: productListQuerySchema,
    file: xlsx('Danh sách hàng hóa theo bộ lọc'),
  }),
  /** GET /export/statement: a vehicle's statement (bảng kê) of a day. */
  statement: fileEndpoint({
    method: 'GET',
    path: '/export/statement',
    tags,
    query: vehicleStatementQuerySchema,
    file: xlsx('Bảng kê hàng hóa của một xe trong ngày'),
  }),
  /** GET /export/statistics: the statements' statistics (Thống kê phiếu thu). */
  statistics: fileEndpoint({
    method: 'GET',
    path: '/export/statistics',
    tags,
    query: receiptStatsQuerySchema,
    file: xlsx('Thống kê bảng kê theo khách hàng, xe và ngày'),
  }),
  /** GET /export/debt: the customers who owe (Công nợ). */
  debt: fileEndpoint({
    method: 'GET',
    path: '/export/debt',
    tags,
    query: debtExportQuerySchema,
    file: xlsx('Danh sách khách hàng còn nợ'),
  }),
  /** GET /export/debt-statement: a customer's statement of account for a period. */
  debtStatement: fileEndpoint({
    method: 'GET',
    path: '/export/debt-statement',
    tags,
    query: periodStatementQuerySchema,
    file: xlsx('Bảng đối chiếu công nợ của một khách hàng trong kỳ'),
  }),
  /** GET /export/cash-book: the cash book (Sổ quỹ) under its filters, with its totals. */
  cashBook: fileEndpoint({
    method: 'GET',
    path: '/export/cash-book',
    tags,
    query: paymentListQuerySchema,
    file: xlsx('Sổ quỹ: các phiếu thu theo bộ lọc và tổng theo hình thức, người thu'),
  }),
  /** GET /export/cod-sender: one sender's thu hộ lines with what is collected and paid out. */
  codSender: fileEndpoint({
    method: 'GET',
    path: '/export/cod-sender',
    tags,
    query: codSenderExportQuerySchema,
    file: xlsx('Đối soát thu hộ của một người gửi'),
  }),
};
