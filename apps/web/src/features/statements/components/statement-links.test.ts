import { describe, expect, it } from 'vitest';
import type { Page } from '@depot/shared/api/envelope';
import { nextPageOf } from '../api/statement-keys';
import {
  carPageUrl,
  dateParam,
  goodsPageUrl,
  goodsPrintUrl,
  idParam,
  printUrl,
  vehicleStatementUrl,
  weekdayDate,
} from './statement-links';

const page = (rows: number, total: number, paged: number): Page<number> => ({
  rows: Array.from({ length: rows }, (_, i) => i),
  total,
  paginate: { paged, limit: 20, last_page: Math.max(1, Math.ceil(total / 20)) },
});

describe('weekdayDate', () => {
  it('names the weekday in Vietnamese before the DD-MM-YYYY date', () => {
    expect(weekdayDate('2026-11-23')).toBe('Thứ Hai, 23-11-2026');
    expect(weekdayDate('2026-11-22')).toBe('Chủ Nhật, 22-11-2026');
    expect(weekdayDate('2026-11-28')).toBe('Thứ Bảy, 28-11-2026');
  });
});

describe('the addresses of the statement windows', () => {
  it('carries customer_id, datetime and car_id to the details, and is_archive only for the archive', () => {
    expect(carPageUrl({ car_id: 4, datetime: '2026-11-23', customer_id: 9, archived: false })).toBe(
      '/chi-tiet-bang-ke?customer_id=9&datetime=2026-11-23&car_id=4',
    );
    expect(carPageUrl({ car_id: 4, datetime: '2026-11-23', archived: true })).toBe(
      '/chi-tiet-bang-ke?datetime=2026-11-23&car_id=4&is_archive=true',
    );
  });

  it('carries customer_id, car_id and datefrom to the goods per customer', () => {
    expect(
      goodsPageUrl({ car_id: 4, datefrom: '2026-11-23', customer_id: 9, archived: false }),
    ).toBe('/chi-tiet-hang-theo-khach-hang?customer_id=9&car_id=4&datefrom=2026-11-23');
  });

  it('prints the vehicle statement or one customer receipt', () => {
    expect(printUrl(4, '2026-11-23')).toBe('/report/cart/print/4/2026-11-23');
    expect(printUrl(4, '2026-11-23', 9)).toBe('/report/cart/print/4/2026-11-23/9');
  });

  it('prints the vehicle statement with id and date, as the old site did', () => {
    expect(vehicleStatementUrl(4, '2026-11-23')).toBe('/bang-ke/in?id=4&date=2026-11-23');
  });

  it('prints the goods of one customer with car_id, datefrom and customer_id', () => {
    expect(goodsPrintUrl({ car_id: 4, datefrom: '2026-11-23', customer_id: 9 })).toBe(
      '/hang-hoa/khach-hang?car_id=4&datefrom=2026-11-23&customer_id=9',
    );
  });

  it('reads only plain ids and calendar-shaped dates from the query', () => {
    expect(idParam('12')).toBe(12);
    expect([idParam(null), idParam('0'), idParam('1e3'), idParam('-4')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(dateParam('2026-11-23')).toBe('2026-11-23');
    expect(dateParam('23-11-2026')).toBeUndefined();
  });
});

describe('nextPageOf (load more)', () => {
  it('asks for the next page until the loaded rows reach the total', () => {
    const first = page(20, 21, 1);
    expect(nextPageOf(first, [first])).toBe(2);
    const second = page(1, 21, 2);
    expect(nextPageOf(second, [first, second])).toBeUndefined();
  });

  it('stops at an empty page even if the total says more', () => {
    const first = page(20, 45, 1);
    const empty = page(0, 45, 2);
    expect(nextPageOf(empty, [first, empty])).toBeUndefined();
  });
});
