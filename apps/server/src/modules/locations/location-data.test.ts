import { describe, it, expect } from 'vitest';
import { locationLabel } from '@depot/shared/locations/locations.rules';
import { LOCATION_TYPES } from '@depot/shared/locations/locations.schema';
import {
  EXPECTED_LOCATION_COUNTS,
  loadLocations,
  normaliseLocations,
  type LocationRow,
  type RawLocations,
} from './location-data';

const started = performance.now();
const data = loadLocations();
const loadMs = performance.now() - started;
console.log(
  `loadLocations(): ${loadMs.toFixed(0)} ms for ` +
    `${data.provinces.length}/${data.districts.length}/${data.wards.length} rows`,
);

const byId = (rows: LocationRow[]) => new Map(rows.map((row) => [row.id, row]));
const provinces = byId(data.provinces);
const districts = byId(data.districts);
const wards = byId(data.wards);

/** The rows under one parent, as `ORDER BY sort_key` would return them. */
function childrenOf(rows: LocationRow[], parentId: number): LocationRow[] {
  return rows
    .filter((row) => row.parent_id === parentId)
    .sort((a, b) => (a.sort_key < b.sort_key ? -1 : a.sort_key > b.sort_key ? 1 : 0));
}

describe('loadLocations', () => {
  it('holds every unit of the package', () => {
    expect(data.provinces).toHaveLength(63);
    expect(data.districts).toHaveLength(705);
    expect(data.wards).toHaveLength(10_599);
    expect({
      provinces: data.provinces.length,
      districts: data.districts.length,
      wards: data.wards.length,
    }).toEqual(EXPECTED_LOCATION_COUNTS);
  });

  it('has unique ids per level and the right level on each row', () => {
    for (const [rows, level] of [
      [data.provinces, 'province'],
      [data.districts, 'district'],
      [data.wards, 'ward'],
    ] as const) {
      expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
      expect(rows.every((row) => row.level === level && Number.isInteger(row.id))).toBe(true);
    }
  });

  it('links provinces ← districts ← wards', () => {
    expect(data.provinces.every((row) => row.parent_id === null)).toBe(true);
    expect(data.districts.filter((row) => !provinces.has(row.parent_id ?? NaN))).toEqual([]);
    expect(data.wards.filter((row) => !districts.has(row.parent_id ?? NaN))).toEqual([]);
  });

  it('uses only the Vietnamese types, each at its level', () => {
    const typesOf = (rows: LocationRow[]) => [...new Set(rows.map((row) => row.type))].sort();
    expect(typesOf(data.provinces)).toEqual(['Thành phố', 'Tỉnh']);
    expect(typesOf(data.districts)).toEqual(['Huyện', 'Quận', 'Thành phố', 'Thị xã']);
    expect(typesOf(data.wards)).toEqual(['Phường', 'Thị trấn', 'Xã']);
    const allowed = new Set<string>(LOCATION_TYPES);
    const all = [...data.provinces, ...data.districts, ...data.wards];
    expect(all.filter((row) => !allowed.has(row.type))).toEqual([]);
  });

  it('keeps bare, clean names', () => {
    const all = [...data.provinces, ...data.districts, ...data.wards];
    expect(all.filter((row) => row.name !== row.name.trim() || /\s{2}/.test(row.name))).toEqual([]);
    expect(all.filter((row) => row.name.normalize('NFC') !== row.name)).toEqual([]);
    // The package writes these with a double space.
    expect(wards.get(31672)?.name).toBe('Đại Ân 2');
    expect(wards.get(4138)?.name).toBe('Cò Nòi');
  });

  it('knows well-known units', () => {
    expect(provinces.get(1)).toMatchObject({
      name: 'Hà Nội',
      type: 'Thành phố',
      parent_id: null,
      level: 'province',
    });
    expect(provinces.get(79)).toMatchObject({ name: 'Hồ Chí Minh', type: 'Thành phố' });
    expect(provinces.get(2)).toMatchObject({ name: 'Hà Giang', type: 'Tỉnh' });
    expect(districts.get(1)).toMatchObject({ name: 'Ba Đình', type: 'Quận', parent_id: 1 });
    const quan1 = districts.get(760);
    expect(quan1).toMatchObject({ name: '1', type: 'Quận', parent_id: 79, level: 'district' });
    expect(quan1 && locationLabel(quan1)).toBe('Quận 1');
    expect(districts.get(769)).toMatchObject({ name: 'Thủ Đức', type: 'Thành phố', parent_id: 79 });
    // name_with_type says 'Thành Phố Đồng Hới'; the type comes from the slug, so it is clean.
    expect(districts.get(450)).toMatchObject({
      name: 'Đồng Hới',
      type: 'Thành phố',
      parent_id: 44,
    });
    expect(wards.get(1)).toMatchObject({ name: 'Phúc Xá', type: 'Phường', parent_id: 1 });
    expect(wards.get(640)).toMatchObject({ name: 'Văn Điển', type: 'Thị trấn', parent_id: 20 });
  });
});

describe('sort_key', () => {
  it('is a fixed-width, unique key per level, and the lists come back in its order', () => {
    for (const rows of [data.provinces, data.districts, data.wards]) {
      expect(rows.every((row) => /^\d{5}$/.test(row.sort_key))).toBe(true);
      const keys = rows.map((row) => row.sort_key);
      expect(new Set(keys).size).toBe(rows.length);
      expect(keys).toEqual([...keys].sort());
    }
  });

  it('orders the numbered districts of Hồ Chí Minh numerically, before the named ones', () => {
    const labels = childrenOf(data.districts, 79).map(locationLabel);
    const numbered = labels.filter((label) => /^Quận \d+$/.test(label));
    // Quận 2 and Quận 9 were merged into Thành phố Thủ Đức (2021) and are not in the package.
    expect(numbered).toEqual([
      'Quận 1',
      'Quận 3',
      'Quận 4',
      'Quận 5',
      'Quận 6',
      'Quận 7',
      'Quận 8',
      'Quận 10',
      'Quận 11',
      'Quận 12',
    ]);
    expect(labels.slice(0, numbered.length)).toEqual(numbered);
    expect(labels.slice(numbered.length)).toEqual([
      'Huyện Bình Chánh',
      'Quận Bình Tân',
      'Quận Bình Thạnh',
      'Huyện Cần Giờ',
      'Huyện Củ Chi',
      'Quận Gò Vấp',
      'Huyện Hóc Môn',
      'Huyện Nhà Bè',
      'Quận Phú Nhuận',
      'Quận Tân Bình',
      'Quận Tân Phú',
      'Thành phố Thủ Đức',
    ]);
  });

  it('orders numbered wards numerically, zero-padded or not (Gò Vấp)', () => {
    // prettier-ignore
    expect(childrenOf(data.wards, 764).map((row) => row.name)).toEqual([
      '01', '03', '04', '05', '6', '07', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17',
    ]);
  });

  it('orders provinces by Vietnamese collation', () => {
    const names = data.provinces.map((row) => row.name);
    const before = (a: string, b: string) =>
      expect(names.indexOf(a)).toBeLessThan(names.indexOf(b));
    expect(names[0]).toBe('An Giang');
    expect(names.at(-1)).toBe('Yên Bái');
    before('Bạc Liêu', 'Bắc Giang'); // a < ă
    before('Bình Dương', 'Bình Định'); // d < đ
    before('Cà Mau', 'Cần Thơ'); // a < â
    before('Cần Thơ', 'Đà Nẵng');
    before('Hà Nội', 'Hồ Chí Minh');
  });
});

describe('normaliseLocations', () => {
  const raw = (): RawLocations => ({
    provinces: { '01': { code: '01', name: ' Hà  Nội ', type: 'thanh-pho' } },
    districts: { '001': { code: '001', name: 'Ba Đình', type: 'quan', parent_code: '01' } },
    wards: { '00001': { code: '00001', name: 'Phúc Xá', type: 'phuong', parent_code: '001' } },
  });

  it('normalises a minimal data set', () => {
    expect(normaliseLocations(raw())).toEqual({
      provinces: [
        {
          id: 1,
          name: 'Hà Nội',
          type: 'Thành phố',
          parent_id: null,
          level: 'province',
          sort_key: '00000',
        },
      ],
      districts: [
        {
          id: 1,
          name: 'Ba Đình',
          type: 'Quận',
          parent_id: 1,
          level: 'district',
          sort_key: '00000',
        },
      ],
      wards: [
        { id: 1, name: 'Phúc Xá', type: 'Phường', parent_id: 1, level: 'ward', sort_key: '00000' },
      ],
    });
  });

  it('rejects a type slug it does not know, or one at the wrong level', () => {
    const unknown = raw();
    unknown.wards['00001']!.type = 'dac-khu';
    expect(() => normaliseLocations(unknown)).toThrow(/dac-khu/);
    const wrongLevel = raw();
    wrongLevel.provinces['01']!.type = 'quan';
    expect(() => normaliseLocations(wrongLevel)).toThrow(/quan/);
  });

  it('rejects orphans and bad codes', () => {
    const orphan = raw();
    orphan.wards['00001']!.parent_code = '999';
    expect(() => normaliseLocations(orphan)).toThrow(/999/);
    const badCode = raw();
    badCode.districts['001']!.code = 'x1';
    expect(() => normaliseLocations(badCode)).toThrow(/x1/);
  });
});
