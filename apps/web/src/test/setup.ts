import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '@depot/shared/validation/zod-locale';
import { clearSession } from '../lib/session';
import { reportReached } from '../lib/reachability';
import { installComputedStyleCache } from './computed-style-cache';
import { keepOnlyHidingStyles } from './hiding-styles-only';

// findBy… and waitFor give up after 1 s by default; with two workers and the API tests beside
// them, an antd re-render took longer now and then (the payment dialog's amount after a tick).
// They return as soon as the state shows, so a longer limit costs nothing when all is well.
configure({ asyncUtilTimeout: 5_000 });

/** The page every component test runs at (Vitest's happy-dom default). */
const TEST_PAGE = 'http://localhost:3000/';

// jsdom has no matchMedia; antd's responsive helpers ask it on every render.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no ResizeObserver; antd's tables, selects, text areas and popups measure themselves
// with one. One stand-in here rather than a stub in every test file.
if (typeof globalThis.ResizeObserver === 'undefined') {
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

// Test files share a worker's modules (vitest.config.ts, `isolate: false`): what one test leaves
// in the app's module state (the session, the server seen as gone) must not reach the next.
afterEach(() => {
  cleanup();
  localStorage.clear();
  clearSession();
  reportReached();
  // A test's fake fetch (and any other stubbed global) ends with it.
  vi.unstubAllGlobals();
  // happy-dom follows a clicked link (a download's `blob:` address included) where jsdom never
  // navigates: the next test starts at the page every test expects.
  const page = window as Window & { happyDOM?: { setURL(url: string): void } };
  if (page.location.href !== TEST_PAGE) page.happyDOM?.setURL(TEST_PAGE);
});

installComputedStyleCache(window);
keepOnlyHidingStyles(document);
