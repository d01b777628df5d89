import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/** The live changes' stream (GET /api/events), as Chromium matches a URL to block. */
const LIVE_CHANGES = '*/api/events*';

/**
 * Refuses the live changes' stream to every page of the context, in the browser itself
 * (`Network.setBlockedURLs`), until the returned function is called. Not with a route: any
 * route turns Chromium's HTTP cache off and pauses every request of the page until the test's
 * process lets it go, so each screen opened downloaded and compiled the whole app again
 * (docs/development.md, "Gates and time"). The app sees the same refusal either way: its
 * stream fails and it tries again later.
 */
export async function refuseLiveChanges(context: BrowserContext): Promise<() => Promise<void>> {
  const sessions: CDPSession[] = [];
  const refuse = async (page: Page) => {
    const session = await context.newCDPSession(page);
    sessions.push(session);
    await session.send('Network.enable');
    await session.send('Network.setBlockedURLs', { urls: [LIVE_CHANGES] });
  };
  // A page opened later (a print's new tab) is refused as soon as it exists.
  const onPage = (page: Page) => void refuse(page).catch(() => undefined);
  context.on('page', onPage);
  await Promise.all(context.pages().map(refuse));
  return async () => {
    context.off('page', onPage);
    // Detached, the session's blocking ends with it: a journey that wants live changes may
    // reuse this page next.
    await Promise.all(sessions.map((session) => session.detach().catch(() => undefined)));
  };
}
