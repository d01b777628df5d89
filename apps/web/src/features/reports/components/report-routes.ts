import { addDays } from '@depot/shared/validation/dates';
import { dateParam, idParam } from '../../../lib/url-params';
import type { ReportFilters } from '../api/report-keys';

/** Spec 2 §2.4, §9: the report list opens on today − 4 days to today + 3 days. */
export const REPORT_DAYS_BEFORE = 4;
export const REPORT_DAYS_AFTER = 3;

/** The default range around `today` (the depot's day, depotToday, `YYYY-MM-DD`). */
export function defaultReportRange(today: string): { date_from: string; date_to: string } {
  return {
    date_from: addDays(today, -REPORT_DAYS_BEFORE),
    date_to: addDays(today, REPORT_DAYS_AFTER),
  };
}

/**
 * The searched filters from the list's address: a reload shows the same cards. A range that is
 * missing, malformed or backwards is the default one, never a search the pickers could not make.
 */
export function readReportFilters(params: URLSearchParams, today: string): ReportFilters {
  const from = dateParam(params.get('date_from'));
  const to = dateParam(params.get('date_to'));
  const range = from && to && from <= to ? { date_from: from, date_to: to } : undefined;
  return {
    ...(range ?? defaultReportRange(today)),
    customer_id: idParam(params.get('customer_id')),
  };
}

/** The list's address for searched filters. */
export function reportListUrl(filters: ReportFilters): string {
  const query = new URLSearchParams({ date_from: filters.date_from, date_to: filters.date_to });
  if (filters.customer_id !== undefined) query.set('customer_id', String(filters.customer_id));
  return `/report?${query.toString()}`;
}

/** car-page `/report/cart/:id/:date`, or report-customer-page with a customer (spec 2 §2). */
export function reportCarUrl(carId: number, date: string, customerId?: number): string {
  const base = `/report/cart/${carId}/${date}`;
  return customerId === undefined ? base : `${base}/${customerId}`;
}

/** The route parameters of both car routes (`:id` on one, `:car_id` on the other). */
export type ReportCarParams = {
  id?: string;
  car_id?: string;
  date?: string;
  customer_id?: string;
};

/** What the car page shows: the vehicle (none when missing or invalid), the day, the customer. */
export function readReportCarRoute(
  params: ReportCarParams,
  today: string,
): { carId: number | undefined; date: string; customerId: number | undefined } {
  return {
    carId: idParam(params.id ?? params.car_id),
    date: dateParam(params.date) ?? today,
    customerId: idParam(params.customer_id),
  };
}
