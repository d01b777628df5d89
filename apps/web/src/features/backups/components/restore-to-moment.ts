import type { Dayjs } from 'dayjs';
import { depotInstant, depotWallClock } from '@depot/shared/text/depot-date-time';
import { dayjs } from '../../../lib/dayjs';

/**
 * The picker of a restore to a minute works on the depot's clock, not the browser's: antd's
 * picker only knows the browser's zone, so it is handed dayjs values whose fields read the
 * depot's wall clock, and the minute picked is read back on the depot's clock (depotInstant).
 * An owner away from the depot still picks the minute the depot's staff lived through.
 */

const MINUTE = 60_000;

/** A moment as the depot's clock reads it, as a picker value (the same fields, browser-local). */
export function depotClockOf(at: number, zone: string): Dayjs {
  return dayjs(depotWallClock(new Date(at).toISOString(), zone).toISOString().slice(0, 16));
}

/** The minute picked, read on the depot's clock: the ISO moment the server is sent. */
export function pickedInstant(value: Dayjs, zone: string): string | null {
  return depotInstant(value.format('YYYY-MM-DD HH:mm'), zone)?.toISOString() ?? null;
}

/** The first and the last minute a restore can go to, on the depot's clock. */
export type RestoreBounds = { first: Dayjs; last: Dayjs };

/**
 * From the first whole minute at or after the earliest restore point (a minute before it would
 * be refused) to the last whole minute that has begun now.
 */
export function restoreBounds(earliest: string, now: number, zone: string): RestoreBounds {
  return {
    first: depotClockOf(Math.ceil(Date.parse(earliest) / MINUTE) * MINUTE, zone),
    last: depotClockOf(Math.floor(now / MINUTE) * MINUTE, zone),
  };
}

/** Whether a picked minute lies within the bounds. */
export function withinBounds(value: Dayjs, { first, last }: RestoreBounds): boolean {
  return !value.isBefore(first, 'minute') && !value.isAfter(last, 'minute');
}

/** The picker's days outside the bounds. */
export function disabledDayOf({ first, last }: RestoreBounds) {
  return (day: Dayjs) => day.isBefore(first, 'day') || day.isAfter(last, 'day');
}

const upTo = (end: number) => Array.from({ length: Math.max(end, 0) }, (_, n) => n);
const from = (start: number, count: number) =>
  Array.from({ length: Math.max(count - start, 0) }, (_, n) => start + n);

/** The picker's hours and minutes outside the bounds, on the bounds' own days. */
export function disabledTimeOf({ first, last }: RestoreBounds) {
  return (day: Dayjs | null) => {
    const onFirst = day?.isSame(first, 'day') ?? false;
    const onLast = day?.isSame(last, 'day') ?? false;
    return {
      disabledHours: () => [
        ...(onFirst ? upTo(first.hour()) : []),
        ...(onLast ? from(last.hour() + 1, 24) : []),
      ],
      disabledMinutes: (hour: number) => [
        ...(onFirst && hour === first.hour() ? upTo(first.minute()) : []),
        ...(onLast && hour === last.hour() ? from(last.minute() + 1, 60) : []),
      ],
    };
  };
}
