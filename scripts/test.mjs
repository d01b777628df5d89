// `npm test`: unit and API tests (Vitest, on an embedded PostgreSQL), then the browser journeys
// (Playwright in Chromium against the built app). Ends with one line `N passed, N failed`
// counted from the two runners' JSON reports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildIfStale, root } from './build-if-stale.mjs';

const reports = path.join(root, '.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const e2eReport = path.join(reports, 'e2e.json');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// Built first, once: the API tests that run `npm start` would otherwise each build the stale app
// on a fresh clone, two of them at the same time when they run side by side.
await buildIfStale();
const vitestExit = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);

await buildIfStale();
const e2eExit = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
});

let passed = 0;
let failed = 0;
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  // Named again here, at the end, where a log cut to its last lines still shows them.
  for (const file of vitest.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        console.log(
          `FAILED (vitest) ${path.relative(root, file.name)} › ${test.fullName}: ` +
            String(test.failureMessages?.[0] ?? '').split('\n')[0],
        );
  // A file that failed before any of its tests ran (an import or a beforeAll that threw) has
  // no failed test of its own: it counts as one failure, whatever the runner's exit code says.
  for (const file of vitest.testResults ?? [])
    if (
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((t) => t.status === 'failed')
    ) {
      failed += 1;
      console.log(
        `FAILED (vitest) ${path.relative(root, file.name)}: ${String(file.message ?? '').split('\n')[0]}`,
      );
    }
}
function* flakyJourneys(suites, titles = []) {
  for (const suite of suites) {
    const names = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky') {
          const error = test.results?.find((result) => result.error)?.error?.message ?? '';
          // Playwright colours its messages; the log wants plain text.
          const plain = stripVTControlCharacters(error).split('\n')[0];
          yield { file: spec.file, title: [...names, spec.title].join(' › '), error: plain };
        }
    yield* flakyJourneys(suite.suites ?? [], names);
  }
}

const e2e = existsSync(e2eReport) ? readJson(e2eReport) : undefined;
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  // A journey that passed only on its retry counts as passed but is named, with its first error.
  for (const { file, title, error } of flakyJourneys(e2e.suites ?? []))
    console.log(`FLAKY (playwright) ${file} › ${title}: ${error}`);
}
// A runner that crashed before reporting counts as a failure, never as silence.
if (!vitest || (vitestExit !== 0 && vitest.numFailedTests === 0)) failed += 1;
if (!e2e || (e2eExit !== 0 && e2e.stats.unexpected === 0)) failed += 1;

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
