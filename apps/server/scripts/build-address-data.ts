/**
 * Makes reference-data/address-2025/units-2025.v<N>.json, the compact copy of the 2025 units
 * the server loads at start-up (modules/locations/address-2025-data.ts), from the source data
 * set of dvhcvn/20250701 (merges.json). Run by hand when a newer source is out, never at
 * install:
 *
 *   npx tsx apps/server/scripts/build-address-data.ts [source folder] [version]
 *
 * (source folder: default ../shared/data/address-2025 beside the repository; version: default
 * the shipped one + 1). Give the new file a higher version: the server then reloads the units
 * over the old ones, never touching customers. Names are split into type + bare name as the old
 * list stores them: `Thành phố Hồ Chí Minh` → `Thành phố` + `Hồ Chí Minh`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Merge = { old_id: string; name: string; type: 'full' | 'partial' };
type Level2 = { level2_id: string; name: string; merges: Merge[] };
type Level1 = { level1_id: string; name: string; level2s: Level2[] };

const TYPES = ['Thành phố', 'Tỉnh', 'Phường', 'Xã', 'Đặc khu'];

function split(full: string): [name: string, type: string] {
  const clean = full.normalize('NFC').replace(/\s+/g, ' ').trim();
  const type = TYPES.find((t) => clean.startsWith(`${t} `));
  if (!type) throw new Error(`Loại đơn vị lạ: ${JSON.stringify(full)}`);
  return [clean.slice(type.length + 1), type];
}

function code(text: string, digits: number): number {
  if (!new RegExp(`^\\d{${digits}}$`).test(text)) throw new Error(`Mã lạ: ${text}`);
  return Number(text);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../reference-data/address-2025');
const sourceDir = path.resolve(
  process.argv[2] ?? path.resolve(here, '../../../../shared/data/address-2025'),
);
const shipped = readdirSync(outDir)
  .map((f) => /^units-2025\.v(\d+)\.json$/.exec(f)?.[1])
  .filter((v) => v !== undefined)
  .map(Number);
const version = Number(process.argv[3] ?? Math.max(0, ...shipped) + 1);

const source = JSON.parse(readFileSync(path.join(sourceDir, 'merges.json'), 'utf8')) as {
  data: Level1[];
};
const provinces: [number, string, string][] = [];
const wards: [number, number, string, string][] = [];
const mapping: [number, number, 0 | 1][] = [];
const skipped: string[] = [];
for (const p of source.data) {
  const provinceId = code(p.level1_id, 2);
  provinces.push([provinceId, ...split(p.name)]);
  for (const w of p.level2s) {
    const wardId = code(w.level2_id, 5);
    wards.push([wardId, provinceId, ...split(w.name)]);
    for (const m of w.merges) {
      // A few island districts (Côn Đảo, Lý Sơn…) became a special zone whole; the old list has
      // no ward under them, so no old address can name them.
      if (m.old_id.length === 3) {
        skipped.push(`${m.name} → ${w.name}`);
        continue;
      }
      mapping.push([code(m.old_id, 5), wardId, m.type === 'full' ? 1 : 0]);
    }
  }
}
mapping.sort((a, b) => a[0] - b[0] || a[1] - b[1]);

// One row a line: a later version's diff reads unit by unit.
const rows = (list: unknown[]) => list.map((r) => `    ${JSON.stringify(r)}`).join(',\n');
const text = `{
  "version": ${version},
  "source": "dvhcvn/20250701 (MIT), merges.json",
  "provinces": [
${rows(provinces)}
  ],
  "wards": [
${rows(wards)}
  ],
  "mapping": [
${rows(mapping)}
  ]
}
`;
const file = path.join(outDir, `units-2025.v${version}.json`);
writeFileSync(file, text);
if (skipped.length > 0)
  console.log(`Bỏ qua (huyện, không phải phường/xã cũ): ${skipped.join('; ')}`);
console.log(
  `${path.relative(process.cwd(), file)}: ${provinces.length} tỉnh/thành, ${wards.length} phường/xã, ` +
    `${mapping.length} dòng chuyển đổi, ${(text.length / 1024).toFixed(0)} KB`,
);
