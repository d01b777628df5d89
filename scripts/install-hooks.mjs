// `npm install` (its `prepare` step) points git at the project's hooks (.githooks/): the
// pre-commit hook runs lint and the typecheck, as CI does before the tests. Nothing to do
// outside a git work tree (an npm tarball, a copy without .git) or when git is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inside = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root });
if (inside.status === 0 && existsSync(path.join(root, '.githooks', 'pre-commit'))) {
  spawnSync('git', ['config', 'core.hooksPath', '.githooks'], { cwd: root, stdio: 'inherit' });
}
