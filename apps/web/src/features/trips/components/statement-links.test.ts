import { describe, expect, it } from 'vitest';
import {
  carPageUrl,
  goodsPageUrl,
  goodsPrintUrl,
  vehicleStatementUrl,
  weekdayDate,
} from './statement-links';

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

  it('prints the vehicle statement with id and date, as the old site did', () => {
    expect(vehicleStatementUrl(4, '2026-11-23')).toBe('/bang-ke/in?id=4&date=2026-11-23');
  });

  it('prints the goods of one customer with car_id, datefrom and customer_id', () => {
    expect(goodsPrintUrl({ car_id: 4, datefrom: '2026-11-23', customer_id: 9 })).toBe(
      '/hang-hoa/khach-hang?car_id=4&datefrom=2026-11-23&customer_id=9',
    );
  });
});
