/** The test server's port and its first superadmin (created on its empty database). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3917);
/** The test server's HTTPS port (docs/decisions/0002-scan-request-ids.md): a hundred above, clear of every run's 39xx port. */
export const E2E_HTTPS_PORT = E2E_PORT + 100;
export const E2E_ADMIN = { username: 'admin', password: 'quan-tri-e2e-2026' };

/** The browser's time zone in every journey: the depot's. */
export const E2E_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Today as the depot's screens show it (DD-MM-YYYY), in the depot's time zone, not the machine's. */
export function todayInDepot(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: E2E_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date());
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('day')}-${part('month')}-${part('year')}`;
}
