import { z } from 'zod';
import { DATE_ORDER_MESSAGE } from '../trips/trips.schema';
import { daysInRange, isoDate } from '../validation/dates';
import { replySum } from '../validation/numbers';

/**
 * The dashboard at the top of /thong-ke (docs/decisions/0016-speed-targets-and-kept-totals.md): figures of the goods loaded on vehicles
 * whose departure date lies in a range (live trip items only), per day, per vehicle, and the
 * ten largest outstanding debts (docs/domain.md).
 */

/** Days a range may span, both ends included: a year, leap day included. */
export const DASHBOARD_MAX_DAYS = 366;
export const DASHBOARD_RANGE_MESSAGE = `Khoảng thời gian tối đa ${DASHBOARD_MAX_DAYS} ngày`;
/** How many debts the dashboard lists. */
export const DASHBOARD_TOP_DEBTS = 10;
/** The default range of the screen: the last 7 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 7;

/** GET /dashboard: both dates required, in order, at most DASHBOARD_MAX_DAYS days. */
export const dashboardQuerySchema = z
  .object({ date_from: isoDate('Từ ngày'), date_to: isoDate('Đến ngày') })
  .refine((q) => q.date_from <= q.date_to, { path: ['date_to'], message: DATE_ORDER_MESSAGE })
  .refine((q) => daysInRange(q.date_from, q.date_to) <= DASHBOARD_MAX_DAYS, {
    path: ['date_to'],
    message: DASHBOARD_RANGE_MESSAGE,
  });
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

/** Sums of lines (replySum): a large sum must not turn the dashboard into a 500. */
const money = replySum();
const count = z.number().int();

/**
 * Totals of the range. `goods`, `weight` (kg), `amount` and `due` (what of that amount is still
 * owed) are those of the goods loaded on the range's trips; `collected` is the money received
 * in the range, by day of receipt (docs/decisions/0001-payments-are-records.md), so `due` is not `amount − collected`.
 * `costs` are the live trip costs of the range's trips (docs/payments.md "Profit per trip") and
 * `left` their freight less those costs (tripLeft). `cod_owed` is the thu hộ collected and not
 * paid out to the senders now, whatever the range (docs/payments.md, "Owed to senders").
 */
export const dashboardTotalsSchema = z.object({
  goods: count,
  weight: z.number(),
  amount: money,
  collected: money,
  due: money,
  costs: money,
  left: money,
  cod_owed: money,
});
export type DashboardTotals = z.infer<typeof dashboardTotalsSchema>;

export const dashboardDaySchema = z.object({
  date: z.string(),
  amount: money,
  collected: money,
  goods: count,
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/**
 * A vehicle's load over the range: `capacity` is the car's capacity (kg) times its trips in the
 * range, so that `weight / capacity` is how full it ran on average.
 */
export const dashboardVehicleSchema = z.object({
  car: z.object({ id: z.number().int(), number_car: z.string() }),
  capacity: z.number(),
  weight: z.number(),
  trips: count,
});
export type DashboardVehicle = z.infer<typeof dashboardVehicleSchema>;

export const dashboardDebtSchema = z.object({
  customer: z.object({ id: z.number().int(), full_name: z.string() }),
  outstanding_debt: money,
});
export type DashboardDebt = z.infer<typeof dashboardDebtSchema>;

export const dashboardSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  totals: dashboardTotalsSchema,
  per_day: z.array(dashboardDaySchema),
  per_vehicle: z.array(dashboardVehicleSchema),
  top_debts: z.array(dashboardDebtSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
