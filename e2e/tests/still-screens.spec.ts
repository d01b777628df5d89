import { expect, test } from '../support/test';

// support/still-screens.ts: a journey's pages get no live changes (GET /api/events is refused in
// the browser), on the page it is given and on one it opens later; the same page, reused by a
// journey that asks for live changes, reaches the stream again.

/** What the page's own fetch of the stream gets: refused, or the server's status (401 here). */
function askStream(): Promise<string> {
  return fetch('/api/events').then(
    (reply) => `status ${reply.status}`,
    () => 'refused',
  );
}

test.describe.configure({ mode: 'serial' });

test('a journey’s pages are refused the live changes, a page opened later too; other calls go through', async ({
  page,
  context,
}) => {
  await page.goto('/api/health');
  expect(await page.evaluate(askStream)).toBe('refused');
  expect(await page.evaluate(() => fetch('/api/health').then((r) => r.status))).toBe(200);
  const later = await context.newPage();
  await later.goto('/api/health');
  await expect.poll(() => later.evaluate(askStream)).toBe('refused');
  await later.close();
});

test.describe('a journey that asks for live changes', () => {
  test.use({ liveChanges: true });

  test('reaches the stream on the same reused page', async ({ page }) => {
    await page.goto('/api/health');
    // Signed out: the server itself answers, where the refused stream never reached it.
    expect(await page.evaluate(askStream)).toBe('status 401');
  });
});
