import { useSearchParams } from 'react-router';
import { toIsoDate } from '@depot/shared/text/format';
import type { StatsFilters } from '../api/statistics-keys';

/** Today in the browser's time zone (the depot's), as the API reads a date. */
export function todayIso(): string {
  return toIsoDate(new Date());
}

/** A positive id from a query string, or undefined. */
export function idParam(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** A YYYY-MM-DD date from a query string, or undefined. */
export function dateParam(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

function chargeParam(value: string | null): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

export function withQuery(path: string, query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return `${path}?${params.toString()}`;
}

/** /chi-tiet-van-chuyen (spec 2 §2.9): what a statistics card opens in a new tab. */
export function transportDetailUrl(q: {
  customer_id: number;
  car_id?: number;
  date_from: string;
  date_to: string;
}): string {
  return withQuery('/chi-tiet-van-chuyen', q);
}

/** /thong-ke of one customer on one date (the receipt statistics link to it). */
export function statisticsUrl(customerId: number, date: string): string {
  return withQuery('/thong-ke', { customer_id: customerId, date_from: date, date_to: date });
}

/** The customer's goods on the vehicle (spec 2 §2.2's page). */
export function customerGoodsUrl(carId: number, date: string, customerId: number): string {
  return withQuery('/chi-tiet-hang-theo-khach-hang', {
    car_id: carId,
    datefrom: date,
    customer_id: customerId,
  });
}

export function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/**
 * The searched filters live in the URL (a reload or a link shows the same list); both dates
 * default to today, payment status to all.
 */
export function useUrlFilters(): [StatsFilters, (next: StatsFilters) => void] {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const filters: StatsFilters = {
    date_from: dateParam(params.get('date_from')) ?? today,
    date_to: dateParam(params.get('date_to')) ?? today,
    customer_id: idParam(params.get('customer_id')),
    charge: chargeParam(params.get('charge')),
  };
  const search = (next: StatsFilters) => {
    const query = new URLSearchParams({ date_from: next.date_from, date_to: next.date_to });
    if (next.customer_id !== undefined) query.set('customer_id', String(next.customer_id));
    if (next.charge !== undefined) query.set('charge', String(next.charge));
    setParams(query);
  };
  return [filters, search];
}
