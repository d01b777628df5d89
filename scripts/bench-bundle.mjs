// Build-size check of the web app (`npm run bench`): builds apps/web, then reads Vite's manifest
// and prints, gzipped, the JavaScript the sign-in screen needs (entry + its static imports + the
// login route) and what each later screen adds on top of it (the layout once, then each page).
// `--no-build` reads an existing apps/web/dist (`--dist=<folder>` another build). Exits 1 when
// sign-in or the yard screen needs more than its limit.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distArg = process.argv.find((arg) => arg.startsWith('--dist='));
const dist = distArg
  ? path.resolve(distArg.slice('--dist='.length))
  : path.join(root, 'apps/web/dist');
/** The sign-in screen needs at most 300 kB of gzipped JavaScript (docs/speed.md). */
const LOGIN_LIMIT_KB = 300;
const LOGIN = 'src/features/auth/components/login-page.tsx';
/** What every screen behind sign-in loads with its page (app/router.tsx, the layout route). */
const LAYOUT = ['src/app/layout/app-layout.tsx', 'src/app/feedback-provider.tsx'];
/**
 * The yard screen on a phone needs at most 150 kB gzipped beyond sign-in (docs/speed.md; the layout
 * and its page); the camera's decoder is its own download, only once the camera opens.
 */
const YARD_LIMIT_KB = 150;
const YARD = 'src/features/yard/components/yard-page.tsx';

if (!process.argv.includes('--no-build') && !distArg) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'ignore',
  });
  if (build.status !== 0) {
    console.error('bench-bundle: npm run build -w apps/web failed');
    process.exit(1);
  }
}

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const sizes = new Map();
function gzipped(file) {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
  return sizes.get(file);
}

/** The JS files a module needs before it runs: its own chunk and its static imports. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}
const union = (...sets) => new Set(sets.flatMap((set) => [...set]));
const total = (files) => [...files].reduce((sum, file) => sum + gzipped(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} kB`;

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = union(closure(entry), closure(LOGIN));
const signedIn = union(initial, ...LAYOUT.map((key) => closure(key)));
const allJs = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js'));

const loginBytes = total(initial);
console.log('Web bundle, JavaScript gzipped (scripts/bench-bundle.mjs)');
console.log(`${kb(total(new Set(allJs)))}  whole app (${allJs.length} files)`);
console.log(`${kb(loginBytes)}  sign-in screen: entry + login page (limit ${LOGIN_LIMIT_KB} kB)`);
console.log(`${kb(total(signedIn) - loginBytes)}  + layout, once signed in`);
const yardBytes = total(union(signedIn, closure(YARD))) - loginBytes;
console.log(
  `${kb(yardBytes)}  yard screen beyond sign-in: layout + yard page, decoder aside (limit ${YARD_LIMIT_KB} kB)`,
);
const pages = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && key !== LOGIN && !LAYOUT.includes(key))
  .sort();
const needs = new Map(pages.map((key) => [key, [...closure(key)].filter((f) => !signedIn.has(f))]));
for (const [key, added] of needs) {
  // Its own: the files no other screen needs; the rest (antd's table…) is downloaded once.
  const others = new Set(pages.filter((k) => k !== key).flatMap((k) => needs.get(k)));
  const own = added.filter((file) => !others.has(file));
  const name = path.basename(key).replace(/\.tsx?$/, '');
  console.log(`${kb(total(added))}  + ${name} (its own code ${kb(total(own)).trim()})`);
}
if (loginBytes > LOGIN_LIMIT_KB * 1024) {
  console.error(`bench-bundle: the sign-in screen needs more than ${LOGIN_LIMIT_KB} kB gzipped`);
  process.exitCode = 1;
}
if (!manifest[YARD] || yardBytes > YARD_LIMIT_KB * 1024) {
  console.error(
    `bench-bundle: the yard screen needs more than ${YARD_LIMIT_KB} kB gzipped beyond sign-in`,
  );
  process.exitCode = 1;
}
