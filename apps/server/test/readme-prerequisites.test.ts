import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe("README's test prerequisites", () => {
  it('name every Debian package .ci/run installs for the tests', () => {
    // .ci/run lists each package it may install as `missing+=(name)`.
    const installed = [...read('.ci/run').matchAll(/missing\+=\(([\w.-]+)\)/g)].map((m) => m[1]);
    expect(installed).toEqual(
      expect.arrayContaining(['chromium', 'fonts-noto-core', 'zbar-tools', 'poppler-utils']),
    );
    const line = /`apt-get install ([^`]+)`/.exec(read('README.md'))?.[1]?.split(/\s+/) ?? [];
    expect(line.sort()).toEqual([...installed].sort());
  });
});
