import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { E2E_ADMIN, E2E_HTTPS_PORT, E2E_PORT, E2E_TIME_ZONE } from './support/env';

export default defineConfig({
  testDir: './tests',
  outputDir: '../.test-reports/e2e-artifacts',
  fullyParallel: false,
  // Two cores: one server, two browsers at a time.
  workers: 2,
  // One retry: a journey that fails once and then passes is reported as flaky and named at the
  // end of `npm test` (scripts/test.mjs), to be fixed, rather than failing the whole run. The
  // three rare ones on CI so far (a list read under its own page change, a dropdown clicked
  // mid-slide, a dialog click lost) were each a race in the journey, found from its name and
  // fixed. A real break fails both times.
  retries: 1,
  // Hang guards, not speed checks: on a slow 2-core machine (seen: EPYC at 2.1 GHz) one journey
  // alone took 27 s and a screen up to 8 s to show its first rows while the other worker ran, so
  // the old 30 s and 7 s failed journeys that were only slow. Speed is the benches' business.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'vi-VN',
    timezoneId: E2E_TIME_ZONE,
    // No trace by default: recording one for every journey (to keep it on failure) took 40% of
    // the run on this 2-core machine (7 journeys: 1.6 → 1.0 min, Chromium's CPU 140 → 84 s).
    // To see a failing journey step by step: `npx playwright test … --trace on`.
    trace: 'off',
    // One browser page per worker, reset by Playwright between journeys (storage, cookies, cache,
    // extra tabs, routes, init scripts, clock, viewport): a fresh page costs a new renderer
    // process, measured here 3.8 s to show the customer list against 1.9 s on the reused page.
    // No journey changes what the reset leaves (permissions, geolocation, offline, extra headers);
    // a journey with other context options (deviceScaleFactor) gets a context of its own.
    reuseContext: true,
    screenshot: 'only-on-failure',
    // The built app registers a service worker (docs/decisions/0002-scan-request-ids.md); journeys see the network as it is,
    // their routes included. The offline journey opens a context of its own that allows it.
    serviceWorkers: 'block',
    // The machine's Chromium, else the npm one (support/chromium.ts).
    launchOptions: chromiumLaunchOptions(),
  },
  // Unpacks the npm Chromium when it is the one chosen. Unpacking is asynchronous and the
  // launch options above are plain values, so it happens here, once, before the workers start;
  // they read this config again and find the browser at the path it names.
  globalSetup: './support/global-setup.ts',
  // The real server, built, on a fresh embedded database in a temporary folder.
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      // The HTTPS port beside it (docs/decisions/0002-scan-request-ids.md), clear of the other runs' 39xx ports.
      HTTPS_PORT: String(E2E_HTTPS_PORT),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
