import { z } from 'zod';
import { pageQuerySchema, paginateSchema } from '../api/envelope';
import { DASHBOARD_MAX_DAYS } from '../dashboard/dashboard.schema';
import { TRIP_COST_TYPES } from '../payouts/payouts.rules';
import { daysInRange, optionalIsoDate } from '../validation/dates';
import { replySum } from '../validation/numbers';
import { STATISTICS_DATE_ORDER } from './statistics.schema';

/** GET /api/statistics/trips-profit (docs/payments.md "Profit per trip"). */

/** Trips per page (`paged`, `limit`); `total` counts them all and the sums cover them all. */
export const TRIPS_PROFIT_PAGE = 100;
export const TRIPS_PROFIT_MAX_LIMIT = 500;
export const TRIPS_PROFIT_RANGE_MESSAGE = `Khoảng thời gian tối đa ${DASHBOARD_MAX_DAYS} ngày`;

/** Trips by departure date from `date_from` to `date_to` (left out: today at the depot). */
export const tripsProfitQuerySchema = pageQuerySchema(TRIPS_PROFIT_PAGE, TRIPS_PROFIT_MAX_LIMIT)
  .extend({ date_from: optionalIsoDate('Từ ngày'), date_to: optionalIsoDate('Đến ngày') })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    path: ['date_to'],
    message: STATISTICS_DATE_ORDER,
  })
  .refine(
    (q) => !q.date_from || !q.date_to || daysInRange(q.date_from, q.date_to) <= DASHBOARD_MAX_DAYS,
    { path: ['date_to'], message: TRIPS_PROFIT_RANGE_MESSAGE },
  );
export type TripsProfitQuery = z.output<typeof tripsProfitQuerySchema>;

const byCostType = z.record(z.enum(TRIP_COST_TYPES), replySum());
const carSchema = z.object({
  id: z.number().int(),
  number_car: z.string(),
  driver_name: z.string(),
});
const money = {
  /** The freight of the trip's live lines, collected or not. */
  freight: replySum(),
  /** Its live trip-cost payouts. */
  costs: replySum(),
  /** freight − costs; below 0 when it cost more than it earned. */
  left: replySum(),
  by_cost_type: byCostType,
};

/** A trip: a vehicle on a departure date, with lines or costs. */
export const tripProfitRowSchema = z.object({
  id: z.number().int(),
  datetime_from: z.string(),
  car: carSchema,
  lines: z.number().int(),
  ...money,
});
export type TripProfitRow = z.infer<typeof tripProfitRowSchema>;

/** A vehicle over the range: its trips summed. */
export const vehicleProfitRowSchema = z.object({
  car: carSchema,
  trips: z.number().int(),
  ...money,
});
export type VehicleProfitRow = z.infer<typeof vehicleProfitRowSchema>;

export const tripsProfitSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  /** One page of the trips, newest departure first. */
  rows: z.array(tripProfitRowSchema),
  /** Every trip of the range. */
  total: z.number().int(),
  paginate: paginateSchema,
  /** Each vehicle's trips of the range summed, most freight first. */
  by_vehicle: z.array(vehicleProfitRowSchema),
  totals: z.object({ trips: z.number().int(), ...money }),
});
export type TripsProfit = z.infer<typeof tripsProfitSchema>;
