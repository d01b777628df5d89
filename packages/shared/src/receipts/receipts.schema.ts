import { z } from 'zod';
import { lineMoneyFields } from '../payments/line-money.schema';
import { settingsSchema } from '../settings/settings.schema';
import {
  statementCustomerSchema,
  transportProductSchema,
  transportTotalsSchema,
  tripCarSchema,
} from '../trips/trips-replies.schema';
import { MISSING_CAR } from '../trips/trips.schema';
import { isoDate } from '../validation/dates';
import { idNumber, MAX_ID, readPlainNumber } from '../validation/numbers';

/**
 * Receipts (phiếu thu tiền) and the other print views (spec 2 §2.4–2.6, §2.10, §7 get-print
 * and transport/get-by-car; docs/decisions/0012-archive-and-close-statements.md, docs/printing.md, docs/decisions/0001-payments-are-records.md).
 */

/** Spec 2 §5, §8: printing needs both the vehicle and the customer. */
export const MISSING_CAR_OR_CUSTOMER = 'Thiếu thông tin xe hoặc khách hàng';
/** Spec 2 §5, §8: nothing to print on the car page, and on the details page. */
export const NOTHING_TO_PRINT = 'Không có hàng hóa để in';
export const NO_GOODS_TO_PRINT = 'Không có sản phẩm để in';
export const CAR_NOT_FOUND = 'Không tìm thấy thông tin xe.';
export const CUSTOMER_NOT_FOUND = 'Không tìm thấy khách hàng';
export const EMPTY_PAYMENT = 'Chọn dòng hàng cần thu tiền';
/** POST /transport/pay: a chosen line is not (or no longer) a live line of this receipt. */
export const NOT_ON_RECEIPT = 'Dòng hàng không thuộc phiếu thu này';

/** An id a print cannot do without: missing says `message`. */
function requiredPrintId(message: string, invalid: string) {
  return z.preprocess(
    readPlainNumber,
    z
      .number({
        error: (issue) => (issue.input === undefined || issue.input === null ? message : invalid),
      })
      .int(invalid)
      .positive(message)
      .max(MAX_ID, invalid),
  );
}

/** GET /transport/print (spec: get-print): one customer's receipt on a vehicle and date. */
export const receiptQuerySchema = z.object({
  car_id: requiredPrintId(MISSING_CAR_OR_CUSTOMER, 'Xe không hợp lệ'),
  customer_id: requiredPrintId(MISSING_CAR_OR_CUSTOMER, 'Khách hàng không hợp lệ'),
  datefrom: isoDate('Ngày nhận hàng'),
});
export type ReceiptFilters = z.output<typeof receiptQuerySchema>;

/** GET /transport/print/pdf: the same receipt as a PDF, A5 (default) or A4. */
export const PAPER_SIZES = ['A5', 'A4'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
export const receiptPdfQuerySchema = receiptQuerySchema.extend({
  size: z.enum(PAPER_SIZES, { error: 'Khổ giấy là A5 hoặc A4' }).default('A5'),
});

/**
 * GET /transport/get-by-car (spec: transport/get-by-car): a vehicle's statement for a date,
 * every customer (or one, with `customer_id`) with their lines and totals.
 */
export const vehicleStatementQuerySchema = z.object({
  id: requiredPrintId(MISSING_CAR, 'Xe không hợp lệ'),
  date: isoDate('Ngày nhận hàng'),
  customer_id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : readPlainNumber(v)),
    idNumber('Khách hàng không hợp lệ').optional(),
  ),
});
export type VehicleStatementFilters = z.output<typeof vehicleStatementQuerySchema>;

/**
 * The goods of a receipt line: a goods line's fields but the parts of its code, which `code`
 * carries written out (a vehicle's statement of 147 lines was 9 KB of them).
 */
export const receiptProductSchema = transportProductSchema.omit({
  suffix: true,
  year_create: true,
  month_create: true,
  order: true,
});

/** A line of a receipt: the trip item (`id`, the `transport_id` of the line routes) and goods. */
export const receiptLineSchema = z.object({
  id: z.number().int(),
  product: receiptProductSchema,
  /** lineAmount() of the goods (docs/domain.md). */
  amount: z.number().int(),
  /** lineMoney() of the line: the receipt's `Đã thanh toán` column reads it. */
  ...lineMoneyFields,
  /** `Thu hộ`: đồng collected from the receiver for the line's sender (0: none), still due. */
  cod_amount: z.number().int(),
  cod_due: z.number().int(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

/** One customer's part of a print: lines, totals, and what the payer needs to pay. */
export const receiptBodySchema = z.object({
  customer: statementCustomerSchema,
  /** docs/decisions/0012-archive-and-close-statements.md: every line paid — the `Đã Đóng` stamp, read-only. */
  is_close: z.boolean(),
  data: z.array(receiptLineSchema),
  /** statementTotals() of the lines: packages, kg, amount, collected, due. */
  sums: transportTotalsSchema,
  /** The total in words: `Một triệu hai trăm năm mươi nghìn đồng` (receiptWords). */
  amount_words: z.string(),
  /** What is still due in words, when part of the receipt is paid; else null. */
  due_words: z.string().nullable(),
  /**
   * receiverCollectsText() of the lines: `Thu người nhận: cước … + thu hộ … = …` when something is
   * collected for a sender, else null.
   */
  collect_text: z.string().nullable(),
  /** receiptReference(): the transfer note, `PT 261124 X4 K123`. */
  reference: z.string(),
  /** VietQR payload of the amount due; null when nothing is due or no bank account is set. */
  vietqr: z.string().nullable(),
  /**
   * The token of the receipt's tracking link (`/tra-cuu/<token>`, its small QR code): the
   * customer follows the receipt's goods without signing in (docs/domain.md, "Tracking").
   */
  track_token: z.string(),
  /**
   * The payments (phiếu thu tiền, docs/decisions/0001-payments-are-records.md) that paid these lines, oldest first: number and the
   * part of it allocated to them. Voided payments and allocations are left out.
   */
  payments: z.array(
    z.object({ id: z.number().int(), number: z.string(), amount: z.number().int() }),
  ),
});
export type ReceiptBody = z.infer<typeof receiptBodySchema>;

/** The reply of GET /transport/print (spec 2 §3 "Report for print"). */
export const receiptSchema = receiptBodySchema.extend({
  car: tripCarSchema,
  /** The departure (arrival) date, YYYY-MM-DD. */
  fullDatefrom: z.string(),
  depot: settingsSchema,
});
export type Receipt = z.infer<typeof receiptSchema>;

/** The reply of GET /transport/get-by-car. */
export const vehicleStatementSchema = z.object({
  car: tripCarSchema,
  fullDatefrom: z.string(),
  depot: settingsSchema,
  /** One per customer, by name. */
  receipts: z.array(receiptBodySchema),
  sums: transportTotalsSchema,
  is_close: z.boolean(),
});
export type VehicleStatement = z.infer<typeof vehicleStatementSchema>;

/**
 * POST /transport/pay: the receipt's payment form marks lines collected (docs/decisions/0001-payments-are-records.md), the
 * chosen ones or, without `transport_ids`, every line of the statement. One transaction, one
 * audit row per line; lines already paid stay as they are.
 */
export const receiptPayBodySchema = z.object({
  car_id: requiredPrintId(MISSING_CAR_OR_CUSTOMER, 'Xe không hợp lệ'),
  customer_id: requiredPrintId(MISSING_CAR_OR_CUSTOMER, 'Khách hàng không hợp lệ'),
  datefrom: isoDate('Ngày nhận hàng'),
  transport_ids: z
    .array(idNumber('Mã dòng hàng không hợp lệ'), { error: EMPTY_PAYMENT })
    .min(1, EMPTY_PAYMENT)
    .max(1000, 'Mỗi lần thu tối đa 1000 dòng hàng')
    .transform((ids) => [...new Set(ids)])
    .optional(),
});
export type ReceiptPayBody = z.input<typeof receiptPayBodySchema>;

export const receiptPayResultSchema = z.object({
  /** Lines that went from unpaid to paid. */
  paid: z.number().int(),
  is_close: z.boolean(),
  sums: transportTotalsSchema,
});
export type ReceiptPayResult = z.infer<typeof receiptPayResultSchema>;

/** `data` of a refused payment (409): the chosen lines that are not live lines of the receipt. */
export const receiptPayConflictSchema = z.object({ transport_ids: z.array(z.number().int()) });
