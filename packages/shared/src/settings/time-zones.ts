import { DEPOT_TIME_ZONE } from '../validation/dates';

/**
 * The depot's time zone as a setting (docs/decisions/0008-depot-time-zone.md): which names are taken, and the
 * list the settings screen offers. PostgreSQL must know the name too (the server asks it before
 * saving: its zone database is not the browser's).
 */

/**
 * The characters of an IANA zone name (`Asia/Ho_Chi_Minh`, `Etc/GMT+7`, `UTC`). The server
 * writes the zone into SQL as a literal, so nothing else may pass.
 */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

export const TIME_ZONE_INVALID = 'Múi giờ không hợp lệ (chọn một múi giờ trong danh sách)';
export const TIME_ZONE_UNKNOWN_TO_DB =
  'Cơ sở dữ liệu không biết múi giờ này, hãy chọn múi giờ khác';

/**
 * Names found good: building a formatter to check one costs about 0.1 ms, and every query bound
 * by the depot's days asks again (the cash book of a month, ten times: 1.2 ms of its request,
 * docs/speed.md). Only good names are kept, so the set holds at most the zone database's.
 */
const knownZones = new Set<string>();

/** Whether `zone` is a time zone name the JavaScript runtime knows, written as IANA writes it. */
export function isTimeZoneName(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  if (!ZONE_NAME.test(zone)) return false;
  try {
    // Aliases count (Node 20's list names Asia/Saigon, not Asia/Ho_Chi_Minh): the formatter
    // takes every name of the zone database, the list only the canonical ones.
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    knownZones.add(zone);
    return true;
  } catch {
    return false;
  }
}

/** Vietnam's zone first (the depot's default), then UTC, then every other the runtime lists. */
export function timeZoneNames(): string[] {
  const listed =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  // Asia/Saigon is the old name of Vietnam's zone, already first under its current name.
  const others = listed.filter((z) => z !== DEPOT_TIME_ZONE && z !== 'Asia/Saigon' && z !== 'UTC');
  return [DEPOT_TIME_ZONE, 'UTC', ...others];
}

/** `GMT+07:00`: the zone's offset from UTC at `now` (summer time moves it). */
export function timeZoneOffset(zone: string, now: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}
