import { useSearchParams } from 'react-router';
import { useDepotToday } from '../../../lib/depot-zone';
import { dateParam, idParam, withQuery } from '../../../lib/url-params';
import type { StatsFilters } from '../api/statistics-keys';

function chargeParam(value: string | null): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : undefined;
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

/**
 * The searched filters live in the URL (a reload or a link shows the same list); both dates
 * default to today, payment status to all.
 */
export function useUrlFilters(): [StatsFilters, (next: StatsFilters) => void] {
  const [params, setParams] = useSearchParams();
  const today = useDepotToday();
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
