import { formatDepotDateTime } from '@depot/shared/text/depot-date-time';

/** Three days waiting: the receiver should be called. */
export const WAIT_WARN_DAYS = 3;
/** A week waiting: the goods take room at the branch and may be claimed as lost. */
export const WAIT_LATE_DAYS = 7;

/** The tag's colour of a wait: orange from WAIT_WARN_DAYS, red from WAIT_LATE_DAYS, else none. */
export function waitColor(days: number): 'red' | 'orange' | undefined {
  if (days >= WAIT_LATE_DAYS) return 'red';
  if (days >= WAIT_WARN_DAYS) return 'orange';
  return undefined;
}

/**
 * `HH:mm DD-MM-YYYY` at the depot, whatever the browser's zone, as the parcel's road says when
 * it arrived (products' `roadTime`, which a feature may not import).
 */
export function arrivedTime(iso: string, zone: string): string {
  const [date, time] = formatDepotDateTime(iso, zone).split(' ');
  return `${time} ${date}`;
}
