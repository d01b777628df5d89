import { DEPOT_TIME_ZONE } from '../validation/dates';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  return format;
}

/**
 * `DD-MM-YYYY HH:mm` of a moment at the depot (its time zone, `zone`, from the settings),
 * whatever the browser's time zone: a receipt says when the money was received where it was
 * received.
 */
export function formatDepotDateTime(iso: string, zone: string = DEPOT_TIME_ZONE): string {
  const part = partsOf(iso, zone);
  return `${part.day}-${part.month}-${part.year} ${part.hour}:${part.minute}`;
}

/**
 * `HH:mm DD-MM-YYYY` at the depot: a moment told time first, as the parcel's road, the arrival
 * list and a reprinted receipt say when something happened.
 */
export function formatDepotTimeDate(iso: string, zone: string = DEPOT_TIME_ZONE): string {
  const part = partsOf(iso, zone);
  return `${part.hour}:${part.minute} ${part.day}-${part.month}-${part.year}`;
}

/**
 * The depot's wall clock at a moment, as a Date whose UTC fields read it: what a
 * spreadsheet cell shows, since Excel dates have no time zone.
 */
export function depotWallClock(iso: string, zone: string = DEPOT_TIME_ZONE): Date {
  const at = new Date(iso);
  const p = partsOf(iso, zone);
  const n = (v: string) => Number(v);
  return new Date(
    Date.UTC(n(p.year), n(p.month) - 1, n(p.day), n(p.hour), n(p.minute), n(p.second)) +
      at.getUTCMilliseconds(),
  );
}

function partsOf(iso: string, zone: string) {
  return Object.fromEntries(
    formatOf(zone)
      .formatToParts(new Date(iso))
      .map(({ type, value }) => [type, value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;
}

/**
 * The moment a depot's wall clock reads `YYYY-MM-DD HH:mm[:ss]` (what an owner types for a
 * restore to a minute); null for anything else or a time that does not exist.
 */
export function depotInstant(wall: string, zone: string = DEPOT_TIME_ZONE): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wall.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0));
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second);
  const fields = new Date(asUtc);
  // Date.UTC carries a 30th of February into March: the fields must read back as typed.
  if (fields.getUTCDate() !== day || fields.getUTCHours() !== hour) return null;
  // The zone's offset at that moment, read from what its clock shows then (twice: near a
  // change of offset the first guess may sit on the other side of it).
  let at = asUtc;
  for (let i = 0; i < 2; i++)
    at = asUtc - (depotWallClock(new Date(at).toISOString(), zone).getTime() - at);
  const back = depotWallClock(new Date(at).toISOString(), zone);
  return back.getTime() === asUtc ? new Date(at) : null;
}
