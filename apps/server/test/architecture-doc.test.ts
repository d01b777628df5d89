import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs cannot drift from the code they describe: the table owners written in
// docs/architecture.md are the ones table-owners.test.ts enforces, and every relative link of the
// README and docs/ leads to a file (and a heading) that exists. No database is needed.

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** `table → owner` (null: the database's triggers), as table-owners.test.ts declares OWNERS. */
function declaredOwners(source: string): Map<string, string | null> {
  const block = /const OWNERS[^=]*=\s*\{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  const owners = new Map<string, string | null>();
  for (const m of block.matchAll(/^\s*([a-z_0-9]+):\s*(?:'([^']*)'|(null))\s*,/gm)) {
    owners.set(m[1]!, m[3] ? null : m[2]!);
  }
  return owners;
}

/**
 * The rows between `<!-- owners:start -->` and `<!-- owners:end -->` of docs/architecture.md:
 * `` | `table` | `owner` | … | ``, or `the database's triggers` for a table no code writes.
 */
function documentedOwners(markdown: string): Map<string, string | null> {
  const block = /<!-- owners:start -->([\s\S]*?)<!-- owners:end -->/.exec(markdown)?.[1] ?? '';
  const owners = new Map<string, string | null>();
  for (const line of block.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const table = /^`([a-z_0-9]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!table) continue;
    const owner = cells[2] ?? '';
    const file = /^`([^`]+)`$/.exec(owner)?.[1];
    owners.set(table, file ?? (/triggers/.test(owner) ? null : `unreadable: ${owner}`));
  }
  return owners;
}

const sorted = (owners: Map<string, string | null>) =>
  [...owners].sort(([a], [b]) => a.localeCompare(b));

describe('docs/architecture.md, the tables each module owns', () => {
  it('lists exactly the owners table-owners.test.ts enforces', () => {
    const declared = declaredOwners(read('apps/server/test/table-owners.test.ts'));
    // The parse itself works: the test file declares every table of the schema.
    expect(declared.size).toBeGreaterThan(20);
    expect(sorted(documentedOwners(read('docs/architecture.md')))).toEqual(sorted(declared));
  });

  it('reads both forms', () => {
    const source =
      "const OWNERS: Record<string, string | null> = {\n  a_b: 'modules/a/',\n  c: null,\n};";
    expect(sorted(declaredOwners(source))).toEqual([
      ['a_b', 'modules/a/'],
      ['c', null],
    ]);
    const doc =
      "<!-- owners:start -->\n| table | owner |\n| --- | --- |\n| `a_b` | `modules/a/` | x |\n| `c` | the database's triggers |\n<!-- owners:end -->";
    expect(sorted(documentedOwners(doc))).toEqual(sorted(declaredOwners(source)));
  });
});

/** The markdown files of the README and docs/. */
function markdownFiles(): string[] {
  const docs = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file));
  return ['README.md', ...docs];
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const code = /^```[\s\S]*?^```/gm;
  const headings = markdown.replace(code, '').matchAll(/^#{1,6} (.+)$/gm);
  return new Set([...headings].map((m) => slug(m[1]!)));
}

describe('links of the README and docs/', () => {
  it('lead to files and headings that exist', () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      const text = read(file).replace(/^```[\s\S]*?^```/gm, '');
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!;
        if (/^[a-z]+:/i.test(target)) continue;
        const [relative = '', anchor] = target.split('#');
        const resolved = relative ? path.join(path.dirname(file), relative) : file;
        if (!existsSync(path.join(root, resolved))) {
          broken.push(`${file}: ${target} (no such file)`);
        } else if (anchor && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor)) {
          broken.push(`${file}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('makes anchors as GitHub does', () => {
    expect(slug('Lock order')).toBe('lock-order');
    expect(slug('0003: Refusals of a scan are 200s')).toBe('0003-refusals-of-a-scan-are-200s');
    expect(slug('`Tiền khách gửi trước` (credit)')).toBe('tiền-khách-gửi-trước-credit');
  });
});
