// Builds the web app and the server when their output is missing or older than their sources,
// so `npm start` and `npm test` work on a fresh clone and after a pull.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressWebAssets } from './compress-web.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const targets = [
  {
    name: 'web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/public',
      'packages/shared/src',
    ],
  },
  {
    name: 'server',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/shared/src'],
  },
];

export async function buildIfStale({ force = false } = {}) {
  for (const target of targets) {
    const built = newestMtime(path.join(root, target.output));
    const changed = Math.max(...target.sources.map((s) => newestMtime(path.join(root, s))));
    if (!force && built > changed) continue;
    console.log(`[chanh-xe] Đang dựng ${target.name}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', `apps/${target.name}`], {
      cwd: root,
      stdio: 'inherit',
      // Always a production build: started from a test runner (NODE_ENV=test), Vite and antd
      // would build their development variant (antd's ids become `test-id`, so dialogs lose
      // their accessible names, and every style is hashed at run time).
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error(`[chanh-xe] Dựng ${target.name} thất bại`);
      process.exit(result.status ?? 1);
    }
    // As in `npm run build`: the web app is served from its pre-compressed copies.
    if (target.name === 'web') await compressWebAssets(path.join(root, 'apps/web/dist'));
  }
}
