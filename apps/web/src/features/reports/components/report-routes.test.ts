import { describe, expect, it } from 'vitest';
import {
  defaultReportRange,
  readReportCarRoute,
  readReportFilters,
  reportCarUrl,
  reportListUrl,
} from './report-routes';

const monday = '2026-11-23';

describe('the report list range', () => {
  it('opens on today − 4 days to today + 3 days, across a month end', () => {
    expect(defaultReportRange(monday)).toEqual({ date_from: '2026-11-19', date_to: '2026-11-26' });
    expect(defaultReportRange('2026-12-30')).toEqual({
      date_from: '2026-12-26',
      date_to: '2027-01-02',
    });
  });

  it('reads the searched range and customer back from the address', () => {
    const url = reportListUrl({ date_from: '2024-03-01', date_to: '2024-03-05', customer_id: 7 });
    expect(url).toBe('/report?date_from=2024-03-01&date_to=2024-03-05&customer_id=7');
    expect(readReportFilters(new URL(url, 'http://x').searchParams, monday)).toEqual({
      date_from: '2024-03-01',
      date_to: '2024-03-05',
      customer_id: 7,
    });
  });

  it('falls back to the default range when the address has a backwards or impossible one', () => {
    const read = (query: string) => readReportFilters(new URLSearchParams(query), monday);
    const fallback = { date_from: '2026-11-19', date_to: '2026-11-26', customer_id: undefined };
    expect(read('date_from=2024-03-05&date_to=2024-03-01')).toEqual(fallback);
    expect(read('date_from=2024-02-30&date_to=2024-03-01')).toEqual(fallback);
    expect(read('date_from=2024-03-01&customer_id=abc')).toEqual(fallback);
  });
});

describe('the car page route', () => {
  it('builds the car page address with or without a customer', () => {
    expect(reportCarUrl(4, '2026-11-23')).toBe('/report/cart/4/2026-11-23');
    expect(reportCarUrl(4, '2026-11-23', 9)).toBe('/report/cart/4/2026-11-23/9');
  });

  it('reads :id or :car_id, defaults the day to today, and drops what is no id', () => {
    expect(readReportCarRoute({ id: '4', date: '2026-11-20' }, monday)).toEqual({
      carId: 4,
      date: '2026-11-20',
      customerId: undefined,
    });
    expect(readReportCarRoute({ car_id: '4', date: 'hôm-nay', customer_id: '9' }, monday)).toEqual({
      carId: 4,
      date: '2026-11-23',
      customerId: 9,
    });
    for (const id of ['abc', '0', '-3', '1e3', '99999999999'])
      expect(readReportCarRoute({ id, date: '2026-11-20' }, monday).carId).toBeUndefined();
  });
});
