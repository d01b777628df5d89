import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The TypeScript and script files under `dir`, past node_modules and build output. */
function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => /\.(ts|mjs)$/.test(file) && !/(^|\/)(node_modules|\.tsbuild|dist)\//.test(file),
    )
    .map((file) => path.join(dir, file));
}

describe("README's test prerequisites", () => {
  it('are Node and npm alone: .ci/run installs no system package and the README asks for none', () => {
    expect(read('.ci/run')).not.toMatch(/apt-get|dpkg|apt /);
    expect(read('README.md')).not.toMatch(/apt-get install/);
    // The browser the journeys fall back on comes with `npm install`, and the README names it.
    const e2e = JSON.parse(read('e2e/package.json')) as { devDependencies: object };
    expect(Object.keys(e2e.devDependencies)).toContain('@sparticuz/chromium');
    expect(read('README.md')).toContain('`@sparticuz/chromium`');
  });

  it('leave the tests no command-line tool of a system package to run', () => {
    // Once run as zbarimg, pdftotext, pdfinfo, pdffonts and pdftoppm; now jsQR and pdf.js.
    const tools = /['"`](zbarimg|pdftotext|pdfinfo|pdffonts|pdftoppm)['"`]/;
    const calling = [...sources('e2e'), ...sources('apps/server/test'), ...sources('scripts')]
      .concat(sources('apps/server/src').filter((file) => file.endsWith('.test.ts')))
      .filter((file) => tools.test(read(file)));
    expect(calling).toEqual([]);
  });
});
