import { DEPOT_TIME_ZONE } from '../validation/dates';

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEPOT_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * `DD-MM-YYYY HH:mm` of a moment at the depot (Asia/Ho_Chi_Minh), whatever the browser's time
 * zone: a receipt says when the money was received where it was received.
 */
export function formatDepotDateTime(iso: string): string {
  const part = Object.fromEntries(
    PARTS.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;
  return `${part.day}-${part.month}-${part.year} ${part.hour}:${part.minute}`;
}
