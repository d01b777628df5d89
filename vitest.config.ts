import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const WEB_TESTS = 'apps/web/src/**/*.test.{ts,tsx}';

/**
 * Web test files that replace a module (`vi.mock`) run each in its own module graph: in a shared
 * one, the replacement would leak into the files after it, or come too late for a module
 * another file imported first. Found by reading the files, so a new one needs no list kept.
 */
const webTestsReplacingModules = readdirSync('apps/web/src', { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => path.posix.join('apps/web/src', name.split(path.sep).join('/')))
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          // Pure rules: nothing to keep apart between files.
          isolate: false,
          // One group with the web's component tests (same workers), on both cores.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'web',
          include: [WEB_TESTS],
          exclude: webTestsReplacingModules,
          // happy-dom, not jsdom: a window per file costs half as much (environment 55 → 30 s of
          // worker time) and antd renders faster in it (tests 157 → 116 s); web tests 83 → 62 s.
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A worker keeps antd, React and the app's modules from one file to the next instead
          // of importing them again for each file (web tests 173 → 104 s here). What a file
          // leaves behind is cleared after each test (test/setup.ts): the rendered tree, storage,
          // the session, the fakes of fetch.
          isolate: false,
          // The first antd render takes seconds on a loaded two-core machine.
          testTimeout: 20_000,
          // Both cores: by default Vitest left one idle here, and the component tests are the
          // longest part of the run (unit + component: 209 → 145 s).
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'web-isolated',
          include: webTestsReplacingModules,
          // The yard camera's tests drive jsdom's media elements, which happy-dom plays otherwise;
          // these few files are not worth the difference.
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Cheap password hashing for the few hundred accounts the tests make (lib/password.ts).
          env: { PASSWORD_HASH_COST: 'test' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Three on two cores: the files that start `npm start` or two servers spend most of
          // their time waiting for those processes, and a third worker fills that idle time
          // (server tests alone 144 → 127–134 s here, two runs each).
          maxWorkers: 3,
          // A worker keeps the server's modules from one file to the next instead of importing
          // them again for each of the 71 files (3.0 → 1.5 min here). Nothing is shared that a
          // file could change: each file builds its own app on its own database, and the
          // server's module-level values are constants or caches keyed by a database handle.
          isolate: false,
          // Vitest runs projects with different maxWorkers as separate groups, one after the
          // other, and needs their order: the fast unit tests (group 0) first, then these.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
