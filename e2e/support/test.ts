import { expect, test as base } from '@playwright/test';
import { takeSharedTurn } from './exclusive';
import { refuseLiveChanges } from './still-screens';

/**
 * Playwright's test with one automatic check on every page: the app must satisfy the server's
 * content security policy (a blocked script or style would show as a console error).
 */
/**
 * antd zooms a dialog in from the point last clicked: on a loaded machine a click on one of its
 * buttons while it still moves was seen to land beside the button and be lost (the dialog stayed,
 * nothing happened). The journeys click the dialog once it is in place, as a person does: its
 * zoom and fade are made near-instant (1 ms, so the animation-end events the app waits on still
 * fire). Toasts keep their own animations, which the journeys time. A lost click was still seen
 * once on a delete confirmation: those go through confirmDelete (lists.ts), which clicks again.
 */
const SETTLED_DIALOGS = `.ant-zoom-appear, .ant-zoom-enter, .ant-zoom-leave,
  .ant-fade-appear, .ant-fade-enter, .ant-fade-leave {
  animation-duration: 1ms !important; animation-delay: 0s !important;
}`;

export const test = base.extend<{
  cspGuard: void;
  settledDialogs: void;
  sharedTurn: void;
  liveChanges: boolean;
  stillScreens: void;
}>({
  /**
   * Live changes (GET /api/events, docs/decisions/0013-live-screens-several-servers.md) reach a journey's pages only when it asks:
   * `test.use({ liveChanges: true })` (live-screens.spec.ts). Journeys run side by side on one
   * server, so every other journey's writes refreshed each screen under its clicks: a lost
   * click or a moved row was seen in one journey after another in fresh-clone runs (cars,
   * pickup, suggestions, the archive tab). The web's reconnecting stream is simply refused
   * (support/still-screens.ts), on the page the journey gets and on any it opens.
   * Some journeys act on a stale screen on purpose and rely on it: a car or a statement line
   * deleted behind the clerk's back, goods loaded meanwhile by another clerk (cars, pickup,
   * trips-messages); others compare exact requests (customer picker, suggestions).
   */
  liveChanges: [false, { option: true }],
  stillScreens: [
    async ({ context, page, liveChanges }, use) => {
      // The page first: the reused one exists before the journey opens anything.
      void page;
      if (liveChanges) return use();
      const allow = await refuseLiveChanges(context);
      try {
        await use();
      } finally {
        await allow();
      }
    },
    { auto: true },
  ],
  // Every journey runs in a shared turn, so that one changing the whole server's data waits
  // for it and holds new ones back (support/exclusive.ts, runExclusively).
  sharedTurn: [
    // Playwright reads what a fixture needs from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const end = await takeSharedTurn();
      try {
        await use();
      } finally {
        end();
      }
    },
    { auto: true },
  ],
  settledDialogs: [
    async ({ context }, use) => {
      await context.addInitScript((css) => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = css;
          document.head.append(style);
        });
      }, SETTLED_DIALOGS);
      await use();
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          violations.push(message.text());
        }
      });
      await use();
      expect(violations, 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
