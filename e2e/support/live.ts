import type { Page } from '@playwright/test';

/**
 * Holds back the live changes (GET /api/events, issue 25) of this page: for a journey whose
 * point needs a screen that does not move under it (a line deleted behind the clerk's back, the
 * exact requests a picker sends, a range typed day by day). Journeys run side by side on one
 * server, so every other journey's writes would otherwise refresh this page's lists. Live
 * screens themselves are shown by live-screens.spec.ts.
 */
export async function holdLiveChanges(page: Page): Promise<void> {
  await page.route('**/api/events**', (route) => route.abort());
}
