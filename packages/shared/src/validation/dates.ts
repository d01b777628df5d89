import { z } from 'zod';
import { safeText } from './text-rules';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The depot's time zone until the owner picks another in the settings (`time_zone`): its days
 * (today, a payment's day, a receipt's number month). Also what the browser uses while the
 * settings are not loaded yet.
 */
export const DEPOT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const todayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Today at the depot (its time zone, `zone`), whatever the machine's own time zone, as
 * YYYY-MM-DD.
 */
export function depotToday(zone: string = DEPOT_TIME_ZONE, now: Date = new Date()): string {
  let format = todayFormats.get(zone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    todayFormats.set(zone, format);
  }
  return format.format(now);
}

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` plus `days` (negative: before), in calendar days. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the month of a `YYYY-MM-DD`. */
export function monthStart(isoDate: string): string {
  return `${isoDate.slice(0, 8)}01`;
}

/** Days from `date_from` to `date_to`, both included (`YYYY-MM-DD`, UTC calendar arithmetic). */
export function daysInRange(dateFrom: string, dateTo: string): number {
  return Math.round((Date.parse(dateTo) - Date.parse(dateFrom)) / DAY_MS) + 1;
}

/** Every date of the range in order, `YYYY-MM-DD`. */
export function datesOfRange(dateFrom: string, dateTo: string): string[] {
  const start = Date.parse(dateFrom);
  return Array.from({ length: Math.max(0, daysInRange(dateFrom, dateTo)) }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Whether `YYYY-MM-DD` names a day of the calendar (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 2000 || year > 2099 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * A required date as the API carries it, `YYYY-MM-DD` (docs/architecture.md conventions), within
 * 2000–2099 so that a product code's two-digit year is never ambiguous.
 */
export function isoDate(label: string) {
  const required = `Vui lòng chọn ${label.toLowerCase()}`;
  return (
    safeText(label, required)
      .trim()
      // A blank date is missing, not also malformed: one message, the one to act on.
      .min(1, { error: required, abort: true })
      .refine(isCalendarDate, `${label} không hợp lệ (định dạng YYYY-MM-DD)`)
  );
}

/** An optional date filter of a query string: empty means "any". */
export function optionalIsoDate(label: string) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), isoDate(label).optional());
}
