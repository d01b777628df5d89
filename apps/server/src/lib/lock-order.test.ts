import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every row lock of the server is taken in lock-order.ts (the order of the money transactions)
// or row-locks.ts (rows locked alone): a lock written anywhere else would escape the order, and
// two transactions taking the same rows in different orders deadlock under load.

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOMES = new Set(['lib/lock-order.ts', 'lib/row-locks.ts']);

/** Drizzle's `.for('update')` and friends, and a lock clause written in SQL. */
const ROW_LOCK = /\.for\(\s*['"]|\bfor\s+(no\s+key\s+update|update|key\s+share|share)\b/i;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The code of a file without its comments (a comment may name a lock). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

describe('the lock order', () => {
  it('takes every row lock in lib/lock-order.ts or lib/row-locks.ts', () => {
    const outside = sources(SRC)
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .filter((file) => !HOMES.has(file))
      .filter((file) => ROW_LOCK.test(code(readFileSync(path.join(SRC, file), 'utf8'))));
    expect(outside).toEqual([]);
  });

  it('finds a lock where one is written (the check itself works)', () => {
    expect(ROW_LOCK.test(code(".select().from(t).for('update')"))).toBe(true);
    expect(ROW_LOCK.test(code('select id from trips where id = 1 FOR NO KEY UPDATE'))).toBe(true);
    expect(ROW_LOCK.test(code('// locks for update\nconst a = 1;'))).toBe(false);
    for (const home of HOMES) {
      expect(ROW_LOCK.test(code(readFileSync(path.join(SRC, home), 'utf8'))), home).toBe(true);
    }
  });
});
