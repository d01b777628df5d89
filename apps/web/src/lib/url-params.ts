import { isCalendarDate } from '@depot/shared/validation/dates';
import { idNumber } from '@depot/shared/validation/numbers';

/**
 * Reading and writing the values a page keeps in its address (`?car_id=4&datefrom=2026-11-23`).
 * One copy for every screen, and the shared rules decide what an id or a date is, so that a page
 * never sends the server a value its schema would refuse.
 */

/** A positive id from a route or a query string (the shared id rule), or undefined. */
export function idParam(value: string | null | undefined): number | undefined {
  const parsed = idNumber().safeParse(value ?? undefined);
  return parsed.success ? parsed.data : undefined;
}

/** A calendar day written YYYY-MM-DD (the shared date rule), or undefined. */
export function dateParam(value: string | null | undefined): string | undefined {
  return value && isCalendarDate(value) ? value : undefined;
}

/** `path?key=value…`, leaving out the values that are undefined or empty. */
export function withQuery(
  path: string,
  query: Record<string, string | number | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return `${path}?${params.toString()}`;
}

/** The spec opens the detail screens in a new window; nothing of this one is shared with it. */
export function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener');
}
