/**
 * The units after the reform of 1 July 2025, as shipped in reference-data/address-2025
 * (README there: source, licence, limits), read and checked into rows ready to insert. Pure:
 * reads the file and nothing else — no database.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCATION_TYPES } from '@depot/shared/locations/locations.schema';
import { withSortKeys } from './location-data';

export type Province2025Row = { id: number; name: string; type: string; sort_key: string };
export type Ward2025Row = Province2025Row & { province_id: number };
/** `[old ward code, new ward code, whole]` of the official mapping. */
export type MappingRow = { old_ward_id: number; new_ward_id: number; whole: boolean };

export type Units2025 = {
  version: number;
  provinces: Province2025Row[];
  wards: Ward2025Row[];
  mapping: MappingRow[];
};

type RawUnits2025 = {
  version: number;
  provinces: [number, string, string][];
  wards: [number, number, string, string][];
  mapping: [number, number, 0 | 1][];
};

/** The name of the data set in reference_data_versions. */
export const UNITS_2025 = 'units-2025';
const FILE = /^units-2025\.v(\d+)\.json$/;

/** What version 1 holds (dvhcvn/20250701). */
export const EXPECTED_2025_COUNTS = { provinces: 34, wards: 3321, mapping: 10_599 } as const;

/** reference-data/address-2025, found upwards from this file (sources or the bundled server). */
export function units2025Dir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'reference-data', 'address-2025');
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Không tìm thấy thư mục dữ liệu địa giới 2025 (reference-data/address-2025)');
}

/** The newest file of the folder and its version (from the name: no parsing needed). */
export function shippedUnits2025(dir: string = units2025Dir()): { file: string; version: number } {
  const files = readdirSync(dir)
    .map((name) => ({ name, version: Number(FILE.exec(name)?.[1] ?? NaN) }))
    .filter((f) => Number.isInteger(f.version))
    .sort((a, b) => b.version - a.version);
  const newest = files[0];
  if (!newest) throw new Error(`Không có tệp units-2025.v*.json trong ${dir}`);
  return { file: path.join(dir, newest.name), version: newest.version };
}

function fail(message: string): never {
  throw new Error(`units-2025: ${message}`);
}

/** Checks and normalises the shipped rows; throws on a bad code, type, orphan or duplicate. */
export function normaliseUnits2025(raw: RawUnits2025): Units2025 {
  if (!Number.isInteger(raw.version) || raw.version < 1) fail(`phiên bản lạ ${raw.version}`);
  const types = new Set<string>(LOCATION_TYPES);
  const clean = (name: string, type: string, where: string) => {
    const bare = name.normalize('NFC').replace(/\s+/g, ' ').trim();
    if (bare === '') fail(`thiếu tên ở ${where}`);
    if (!types.has(type)) fail(`loại đơn vị lạ ở ${where}: ${type}`);
    return { name: bare, type };
  };
  const provinceIds = new Set<number>();
  const provinces = raw.provinces.map(([id, name, type]) => {
    if (!Number.isInteger(id) || id <= 0 || provinceIds.has(id)) fail(`mã tỉnh lạ ${id}`);
    provinceIds.add(id);
    return { id, ...clean(name, type, `tỉnh ${id}`) };
  });
  const wardIds = new Set<number>();
  const wards = raw.wards.map(([id, province_id, name, type]) => {
    if (!Number.isInteger(id) || id <= 0 || wardIds.has(id)) fail(`mã phường/xã lạ ${id}`);
    if (!provinceIds.has(province_id)) fail(`phường/xã ${id} trỏ tới tỉnh ${province_id}`);
    wardIds.add(id);
    return { id, province_id, ...clean(name, type, `phường/xã ${id}`) };
  });
  const seen = new Set<string>();
  const mapping = raw.mapping.map(([old_ward_id, new_ward_id, whole]) => {
    const key = `${old_ward_id}:${new_ward_id}`;
    if (!wardIds.has(new_ward_id) || seen.has(key)) fail(`dòng chuyển đổi lạ ${key}`);
    seen.add(key);
    return { old_ward_id, new_ward_id, whole: whole === 1 };
  });
  return {
    version: raw.version,
    provinces: withSortKeys(provinces),
    wards: withSortKeys(wards),
    mapping,
  };
}

/** Reads the newest shipped file. */
export function loadUnits2025(file: string = shippedUnits2025().file): Units2025 {
  return normaliseUnits2025(JSON.parse(readFileSync(file, 'utf8')) as RawUnits2025);
}
