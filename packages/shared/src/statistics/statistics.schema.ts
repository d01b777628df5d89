import { lineMoneyFields } from '../payments/line-money.schema';
import { z } from 'zod';
import { pageQuerySchema, pageSchema, queryBoolean } from '../api/envelope';
import { optionalIsoDate } from '../validation/dates';
import { MAX_ID, optionalIdFilter, readPlainNumber, replySum } from '../validation/numbers';

/**
 * Queries and replies of the statistics screens (spec 2 §2.7–2.9, §7; API.md "Statistics,
 * receipts, debt"): GET /thong-ke/phieu-thu and GET /tk/phieu-thu/chi-tiet.
 */

/** Cards per page of `/thong-ke` and `/phieu-thu` (load more adds as many). */
export const STATISTICS_PAGE_SIZE = 20;
export const STATISTICS_MAX_LIMIT = 1000;
/** The transport detail shows at most this many goods lines; `total` still counts them all. */
export const TRANSPORT_DETAIL_MAX_ROWS = 1000;

/** Spec 2 §5, §8: the transport detail needs a customer. */
export const MISSING_CUSTOMER = 'Vui lòng chọn khách hàng';
export const STATISTICS_DATE_ORDER = 'Đến ngày không được trước từ ngày';

/**
 * The dates of the range; missing or blank means today at the depot (spec 2 §2.7 defaults),
 * which the server fills (rangeOrToday): the depot's time zone is a setting (docs/domain.md).
 */
const range = { date_from: optionalIsoDate('Từ ngày'), date_to: optionalIsoDate('Đến ngày') };
type Range = { date_from?: string; date_to?: string };
const inOrder = (q: Range) =>
  q.date_from === undefined || q.date_to === undefined || q.date_from <= q.date_to;
const dateOrder = { path: ['date_to'], message: STATISTICS_DATE_ORDER };

/**
 * The range with `today` (the depot's day) for a date left out; null when that puts the ends
 * the wrong way round (a `date_from` after today and no `date_to`).
 */
export function rangeOrToday(
  q: Range,
  today: string,
): { date_from: string; date_to: string } | null {
  const filled = { date_from: q.date_from ?? today, date_to: q.date_to ?? today };
  return inOrder(filled) ? filled : null;
}

/**
 * `charge`: true = the statements whose every line is paid (`Đã thanh toán`), false = those
 * with a line still unpaid (`Chưa thanh toán`), absent or blank = all.
 */
const charge = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  queryBoolean('Trạng thái thanh toán').optional(),
);

/** GET /thong-ke/phieu-thu: statements (customer × vehicle × date) with goods in the range. */
export const receiptStatsQuerySchema = pageQuerySchema(STATISTICS_PAGE_SIZE, STATISTICS_MAX_LIMIT)
  .extend({ ...range, charge, customer_id: optionalIdFilter('Khách hàng') })
  .refine(inOrder, dateOrder);
export type ReceiptStatsFilters = z.output<typeof receiptStatsQuerySchema>;

/** The customer the transport detail cannot do without: missing or 0 says MISSING_CUSTOMER. */
const requiredCustomer = z.preprocess(
  readPlainNumber,
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? MISSING_CUSTOMER
          : 'Khách hàng không hợp lệ',
    })
    .int('Khách hàng không hợp lệ')
    .positive(MISSING_CUSTOMER)
    .max(MAX_ID, 'Khách hàng không hợp lệ'),
);

/** GET /tk/phieu-thu/chi-tiet: one customer's loaded goods in the range, optionally one car's. */
export const transportDetailQuerySchema = z
  .object({ ...range, customer_id: requiredCustomer, car_id: optionalIdFilter('Xe') })
  .refine(inOrder, dateOrder);
export type TransportDetailFilters = z.output<typeof transportDetailQuerySchema>;

const statsCarSchema = z.object({
  id: z.number().int(),
  number_car: z.string(),
  driver_name: z.string(),
});

/** Counts and đồng of a set of lines; due = amount − collected (dueAmount). */
const money = {
  amount: replySum(),
  collected: replySum(),
  due: replySum(),
};

/** A statistics card: one customer's live lines on one vehicle and departure date. */
export const receiptStatsRowSchema = z.object({
  trip_id: z.number().int(),
  customer: z.object({ id: z.number().int(), full_name: z.string() }),
  car: statsCarSchema,
  datefrom: z.string(),
  lines: z.number().int(),
  total_weight: z.number(),
  ...money,
  /** `Đã Đóng` (docs/decisions/0012-archive-and-close-statements.md): every line paid. */
  is_close: z.boolean(),
});
export type ReceiptStatsRow = z.infer<typeof receiptStatsRowSchema>;

/** The figures of the whole filtered set, not just the page. */
export const receiptStatsTotalsSchema = z.object({ lines: z.number().int(), ...money });
export type ReceiptStatsTotals = z.infer<typeof receiptStatsTotalsSchema>;

export const receiptStatsPageSchema = pageSchema(receiptStatsRowSchema).extend({
  totals: receiptStatsTotalsSchema,
});
export type ReceiptStatsPage = z.infer<typeof receiptStatsPageSchema>;

/** A goods line of the transport detail; `id` is the trip item. */
export const transportDetailRowSchema = z.object({
  id: z.number().int(),
  product: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    price: z.number().int(),
    quantity: z.number().int(),
    total_weight: z.number(),
    /** The receive date, YYYY-MM-DD. */
    datetime: z.string(),
    is_paid: z.boolean(),
  }),
  amount: z.number().int(),
  ...lineMoneyFields,
  car: statsCarSchema,
  datefrom: z.string(),
});
export type TransportDetailRow = z.infer<typeof transportDetailRowSchema>;

/** `total` = `Số lượng sản phẩm`: every matching line, even past the rows sent. */
export const transportDetailSchema = z.object({
  total: z.number().int(),
  rows: z.array(transportDetailRowSchema),
});
export type TransportDetail = z.infer<typeof transportDetailSchema>;
