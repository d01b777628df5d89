import { z } from 'zod';
import { transportBodySchema } from '../transports/transports.schema';
import { pageQuerySchema, queryBoolean } from '../api/envelope';
import { isoDate, optionalIsoDate } from '../validation/dates';
import {
  idNumber,
  MAX_ID,
  optionalIdFilter,
  readPlainNumber,
  requiredId,
} from '../validation/numbers';
import { optionalText } from '../validation/text-rules';

/**
 * Queries and bodies of the statements by vehicle (spec 2 §2.1–2.3, §7; API.md "Loading and
 * statements"). The replies are in trips-replies.schema.ts.
 */

/** Cards per page of the statement lists; `limit` goes up to 1000 for print and export. */
export const TRIP_PAGE_SIZE = 20;
export const TRIP_MAX_LIMIT = 1000;

/** Spec 2 §5, §8: the car pages and the list delete need a vehicle. */
export const MISSING_CAR = 'Thiếu thông tin xe';
export const DATE_ORDER_MESSAGE = 'Đến ngày không được trước từ ngày';
export const EMPTY_MOVE_MESSAGE = 'Chọn mặt hàng cần chuyển';
export const MAX_MOVE_PRODUCTS = 1000;
/** The longest archive reason. */
export const MAX_REASON = 250;

/**
 * Why goods go onto or off a vehicle that has left (docs/domain.md, "Branches"): an admin's act,
 * kept in the trail. The one field of the pickup, the move and the restores.
 */
const departedReason = transportBodySchema.shape.reason;

/** A car id a page cannot do without: missing says 'Thiếu thông tin xe' (spec 2 §8). */
const requiredCar = z.preprocess(
  readPlainNumber,
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? MISSING_CAR : 'Xe không hợp lệ',
    })
    .int('Xe không hợp lệ')
    .positive(MISSING_CAR)
    .max(MAX_ID, 'Xe không hợp lệ'),
);

const dateOrder = {
  path: ['date_to'],
  message: DATE_ORDER_MESSAGE,
};
const inOrder = (q: { date_from?: string; date_to?: string }) =>
  !q.date_from || !q.date_to || q.date_from <= q.date_to;

/**
 * `archived=true` reads the archive of deleted lists (superadmin only, spec 2 §2.1: whole vehicle
 * lists, docs/decisions/0012-archive-and-close-statements.md) instead of the live statements.
 */
const archived = queryBoolean('Danh sách đã xóa').default(false);
/** `removed=true` reads the lines removed one by one from lists that stayed live (superadmin). */
const removed = queryBoolean('Hàng đã xóa khỏi bảng kê').default(false);

/** The departure-date range of a list; both ends optional (`datetime_from` between them). */
const dateRange = {
  date_from: optionalIsoDate('Từ ngày'),
  date_to: optionalIsoDate('Đến ngày'),
};

/** GET /trips: one row per vehicle and date (spec: car/get-by-date, car/get-archive-by-date). */
export const tripListQuerySchema = pageQuerySchema(TRIP_PAGE_SIZE, TRIP_MAX_LIMIT)
  .extend({
    ...dateRange,
    customer_id: optionalIdFilter('Khách hàng'),
    car_id: optionalIdFilter('Xe'),
    archived,
  })
  .refine(inOrder, dateOrder);
export type TripListFilters = z.output<typeof tripListQuerySchema>;

/** The archive reason, optional: trimmed, empty means none. */
export const archiveReason = optionalText('Lý do', { max: MAX_REASON });

/**
 * GET /trips/count and DELETE /trips (spec: transport-car/count, DELETE transport-car): one
 * vehicle's lines in a date range, optionally one customer's. Both dates are required so that
 * a delete never reaches past the cards the person sees.
 */
export const tripScopeQuerySchema = z
  .object({
    car_id: requiredCar,
    date_from: isoDate('Từ ngày'),
    date_to: isoDate('Đến ngày'),
    customer_id: optionalIdFilter('Khách hàng'),
    reason: archiveReason,
  })
  .refine(inOrder, dateOrder);
export type TripScope = z.output<typeof tripScopeQuerySchema>;

/** The optional body of the deletes: the archive reason may travel here instead of the query. */
export const archiveBodySchema = z
  .object({ reason: archiveReason })
  .nullish()
  .transform((v) => v ?? {});

/** One vehicle's lines in a date range, one customer's when given: the per-vehicle pages. */
const carPageQuery = pageQuerySchema(TRIP_PAGE_SIZE, TRIP_MAX_LIMIT).extend({
  car_id: requiredCar,
  ...dateRange,
  customer_id: optionalIdFilter('Khách hàng'),
  archived,
});

/** GET /trips/customers: one row per customer of a vehicle (spec: transport/group-by-car). */
export const tripCustomersQuerySchema = carPageQuery.refine(inOrder, dateOrder);
export type TripCustomersFilters = z.output<typeof tripCustomersQuerySchema>;

/**
 * GET /transport/products: the goods lines of a vehicle (spec: transport/products); with
 * `removed=true` the lines removed from its live list, which its own page shows and restores.
 */
export const transportProductsQuerySchema = carPageQuery
  .extend({ removed })
  .refine(inOrder, dateOrder)
  .refine((q) => !(q.archived && q.removed), {
    path: ['removed'],
    message: 'Chỉ chọn một trong danh sách đã xóa và hàng đã xóa khỏi bảng kê',
  });
export type TransportProductsFilters = z.output<typeof transportProductsQuerySchema>;

/** `:transport_id` (a trip item) and `:product_id` of the line routes. */
export const transportParamsSchema = z.object({
  transport_id: idNumber('Mã dòng hàng không hợp lệ'),
});
export const transportProductParamsSchema = transportParamsSchema.extend({
  product_id: idNumber('Mã hàng không hợp lệ'),
});

/** DELETE /transport/:transport_id…: the optional reason of the removal. */
export const lineArchiveQuerySchema = z.object({ reason: archiveReason });

/**
 * POST /transport/:transport_id/restore: the reason when the line goes back onto a vehicle that
 * has left. In the query, as the line's removal may send it: the call has no body.
 */
export const lineRestoreQuerySchema = z.object({ reason: departedReason });

/** PATCH /transport/:transport_id/paid: the Đã thu / Chưa thu toggle of a line. */
export const transportPaidBodySchema = z.object({
  is_paid: z.boolean({ error: 'Trạng thái thanh toán phải là true hoặc false' }),
});

/** POST /trips/restore (superadmin): an archived list back onto its vehicle and date. */
export const tripRestoreBodySchema = z.object({
  car_id: requiredId('Xe'),
  datetime_from: isoDate('Ngày đi'),
  customer_id: z.preprocess(
    (v) => (v === '' || v === null || v === 0 ? undefined : v),
    idNumber('Khách hàng không hợp lệ').optional(),
  ),
  reason: departedReason,
});
export type TripRestoreBody = z.input<typeof tripRestoreBodySchema>;

/**
 * POST /transport/move: loaded goods onto another vehicle or date, all or nothing. Past the
 * target vehicle's capacity the server answers 409 with the figures unless `confirm_overload`
 * is true, as the pickup does.
 */
export const transportMoveBodySchema = z.object({
  products: z
    .array(idNumber('Mã hàng không hợp lệ'), { error: EMPTY_MOVE_MESSAGE })
    .min(1, EMPTY_MOVE_MESSAGE)
    .max(MAX_MOVE_PRODUCTS, `Mỗi lần chuyển tối đa ${MAX_MOVE_PRODUCTS} mặt hàng`)
    .transform((ids) => [...new Set(ids)]),
  car_id: requiredId('Xe'),
  datetime_from: isoDate('Ngày đi'),
  confirm_overload: transportBodySchema.shape.confirm_overload,
  /** Needed when the goods leave or join a vehicle that has left. */
  reason: departedReason,
});
export type TransportMoveBody = z.input<typeof transportMoveBodySchema>;
