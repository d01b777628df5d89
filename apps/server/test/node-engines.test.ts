import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// semver ships no types; the two functions used here are typed where they are used.
const semver = createRequire(import.meta.url)('semver') as {
  subset: (sub: string, dom: string) => boolean;
  satisfies: (version: string, range: string) => boolean;
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;

type Lock = { packages: Record<string, { version?: string; engines?: unknown }> };

/** Every installed package's Node range, from the lock file npm ci installs from. */
function installedEngines(): { name: string; range: string }[] {
  const lock = readJson('package-lock.json') as Lock;
  return Object.entries(lock.packages)
    .filter(([name]) => name.startsWith('node_modules/') || name.includes('/node_modules/'))
    .flatMap(([name, entry]) => {
      const node = (entry.engines as { node?: unknown } | undefined)?.node;
      return typeof node === 'string' ? [{ name: `${name}@${entry.version}`, range: node }] : [];
    });
}

describe('the Node versions package.json promises', () => {
  const { engines } = readJson('package.json') as { engines: { node: string } };

  it('are versions every installed package accepts (no EBADENGINE on any of them)', () => {
    const refused = installedEngines()
      .filter(({ range }) => !semver.subset(engines.node, range))
      .map(({ name, range }) => `${name} wants ${range}`);
    expect(refused).toEqual([]);
  });

  it('include the Node 20 the depot machines run (docs/architecture.md: Node 20.20)', () => {
    expect(semver.satisfies('20.20.2', engines.node)).toBe(true);
    expect(semver.satisfies('20.18.0', engines.node)).toBe(false);
  });
});
