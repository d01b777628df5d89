import { formatDate } from '@depot/shared/text/format';
import { withQuery } from '../../../lib/url-params';

/** Weekday names as the statement cards print them (`Thứ Hai, 23-11-2026`). */
const WEEKDAYS = ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'];

/** `2026-11-23` → `Thứ Hai, 23-11-2026`. */
export function weekdayDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  const weekday = WEEKDAYS[new Date(year!, month! - 1, day!).getDay()];
  return `${weekday}, ${formatDate(iso.slice(0, 10))}`;
}

/** /chi-tiet-bang-ke (spec 2 §2.1): the vehicle's statements per customer on a date. */
export function carPageUrl(q: {
  car_id: number;
  datetime: string;
  customer_id?: number;
  archived: boolean;
}): string {
  return withQuery('/chi-tiet-bang-ke', {
    customer_id: q.customer_id,
    datetime: q.datetime,
    car_id: q.car_id,
    is_archive: q.archived ? 'true' : undefined,
  });
}

/** /chi-tiet-hang-theo-khach-hang (spec 2 §2.2): one customer's goods on the vehicle. */
export function goodsPageUrl(q: {
  car_id: number;
  datefrom: string;
  customer_id?: number;
  archived: boolean;
}): string {
  return withQuery('/chi-tiet-hang-theo-khach-hang', {
    customer_id: q.customer_id,
    car_id: q.car_id,
    datefrom: q.datefrom,
    is_archive: q.archived ? 'true' : undefined,
  });
}

/** `In phiếu` of /chi-tiet-bang-ke: the vehicle's statement (the old site's `{v1}/bang-ke/in`). */
export function vehicleStatementUrl(carId: number, date: string): string {
  return withQuery('/bang-ke/in', { id: carId, date });
}

/** The print of /chi-tiet-hang-theo-khach-hang (the old site's `{v1}/hang-hoa/khach-hang`). */
export function goodsPrintUrl(q: {
  car_id: number;
  datefrom: string;
  customer_id: number;
}): string {
  return withQuery('/hang-hoa/khach-hang', {
    car_id: q.car_id,
    datefrom: q.datefrom,
    customer_id: q.customer_id,
  });
}

/** Card props that open it by click and, when the card itself has focus, by Enter. */
export function openable(open: () => void) {
  return {
    tabIndex: 0,
    onClick: open,
    onKeyDown: (event: { key: string; target: unknown; currentTarget: unknown }) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) open();
    },
  };
}

/** The arrival list of a trip (`Nhận xe`, docs/domain.md "Branches"). */
export function arrivalPageUrl(tripId: number): string {
  return `/bang-ke/${tripId}/nhan-xe`;
}
