import { formatDate, toIsoDate } from '@depot/shared/text/format';

/** Weekday names as the statement cards print them (`Thứ Hai, 23-11-2026`). */
const WEEKDAYS = ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'];

/** `2026-11-23` → `Thứ Hai, 23-11-2026`. */
export function weekdayDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  const weekday = WEEKDAYS[new Date(year!, month! - 1, day!).getDay()];
  return `${weekday}, ${formatDate(iso.slice(0, 10))}`;
}

/** An ISO timestamp in local time: `23-11-2026 14:05`. */
export function formatDateTime(iso: string): string {
  const at = new Date(iso);
  const time = [at.getHours(), at.getMinutes()].map((n) => String(n).padStart(2, '0')).join(':');
  return `${formatDate(at)} ${time}`;
}

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

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return `${path}?${params.toString()}`;
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

/** The print views (receipt of one customer, or the vehicle's statement) of the next issue. */
export function printUrl(carId: number, date: string, customerId?: number): string {
  const base = `/report/cart/print/${carId}/${date}`;
  return customerId === undefined ? base : `${base}/${customerId}`;
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

/** The spec opens the detail screens in a new window; nothing of this one is shared with it. */
export function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener');
}
