import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { buildCustomer } from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import {
  customers,
  provinces2025,
  referenceDataVersions,
  wardConversions,
  wards,
  wards2025,
} from '../../db/schema/index';
import { EXPECTED_2025_COUNTS, loadUnits2025, UNITS_2025 } from './address-2025-data';
import { seedUnits2025 } from './address-2025-seed';

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const loc = (id: number, name: string, type: string) => ({ id, name, type });
const get = (url: string, query?: Record<string, string>) =>
  call(t, { url, query, token: t.token });

describe('the shipped 2025 units', () => {
  it('hold 34 provinces, 3 321 wards and the mapping, split into type and name', () => {
    const started = performance.now();
    const data = loadUnits2025();
    console.log(`loadUnits2025(): ${(performance.now() - started).toFixed(0)} ms`);
    expect({
      provinces: data.provinces.length,
      wards: data.wards.length,
      mapping: data.mapping.length,
    }).toEqual(EXPECTED_2025_COUNTS);
    expect(data.provinces).toContainEqual(
      expect.objectContaining(loc(79, 'Hồ Chí Minh', 'Thành phố')),
    );
    expect(data.provinces).toContainEqual(expect.objectContaining(loc(4, 'Cao Bằng', 'Tỉnh')));
    expect(data.wards).toContainEqual(
      expect.objectContaining({ ...loc(26740, 'Sài Gòn', 'Phường'), province_id: 79 }),
    );
    expect(data.wards).toContainEqual(
      expect.objectContaining({ ...loc(26732, 'Côn Đảo', 'Đặc khu'), province_id: 79 }),
    );
    expect(new Set(data.wards.map((w) => w.type))).toEqual(new Set(['Phường', 'Xã', 'Đặc khu']));
  });
});

describe('seedUnits2025', () => {
  it('leaves every test database with the units, a candidate for every old ward, once', async () => {
    expect(await t.db.$count(provinces2025)).toBe(34);
    expect(await t.db.$count(wards2025)).toBe(3321);
    const { rows } = await t.db.execute<{ source: string; old: number }>(sql`
      select source, count(distinct old_ward_id)::int as old from ward_conversions
      group by source order by source`);
    // 10 032 old wards of the list shipped are in the mapping; the 567 others get guesses.
    expect(rows).toEqual([
      { source: 'district', old: 538 },
      { source: 'official', old: 10_032 },
      { source: 'same_name', old: 29 },
    ]);
    const [uncovered] = await t.db
      .execute<{ n: number }>(
        sql`
      select count(*)::int as n from wards w
      where not exists (select 1 from ward_conversions c where c.old_ward_id = w.id)`,
      )
      .then((r) => r.rows);
    expect(uncovered!.n).toBe(0);
    expect(await seedUnits2025(t.db)).toBe(false);
  });

  it('loads an empty database once, and a newer version over the old without touching customers', async () => {
    const database = await createTestDatabase();
    try {
      await database.db.execute(
        sql`truncate ward_conversions, wards_2025, provinces_2025, reference_data_versions cascade`,
      );
      const logs: string[] = [];
      const started = performance.now();
      const results = await Promise.all([
        seedUnits2025(database.db, (m) => logs.push(m)),
        seedUnits2025(database.db, (m) => logs.push(m)),
      ]);
      console.log(
        `seedUnits2025() on an empty database: ${(performance.now() - started).toFixed(0)} ms`,
      );
      expect(results.sort()).toEqual([false, true]);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatch(
        /^Đã nạp danh mục hành chính 2025 \(phiên bản 1\): 34 tỉnh\/thành, 3321/,
      );

      // A customer at a new address, then a renamed ward as a later decision would bring.
      const customer = await buildCustomer(database.db, { address_version: 2025 });
      await database.db.update(wards2025).set({ name: 'Tên cũ' }).where(eq(wards2025.id, 26740));
      await database.db.update(referenceDataVersions).set({ version: 0 });
      expect(await seedUnits2025(database.db)).toBe(true);
      const [ward] = await database.db.select().from(wards2025).where(eq(wards2025.id, 26740));
      expect(ward!.name).toBe('Sài Gòn');
      const [kept] = await database.db
        .select({ ward: customers.ward_2025_id, updated: customers.updated_at })
        .from(customers)
        .where(eq(customers.id, customer.id));
      expect(kept).toEqual({ ward: 26740, updated: new Date(customer.updated_at) });
      const [version] = await database.db.select().from(referenceDataVersions);
      expect(version).toMatchObject({ name: UNITS_2025, version: 1 });
    } finally {
      await database.close();
    }
  });
});

describe('GET /api/location/* of the 2025 list', () => {
  it('lists the 34 provinces with version=2025, and the 63 without', async () => {
    const res = await get('/api/location/provinces', { version: '2025' });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(34);
    expect(res.body.data).toContainEqual(loc(79, 'Hồ Chí Minh', 'Thành phố'));
    expect(res.body.data[0]).toEqual(loc(91, 'An Giang', 'Tỉnh'));
    expect((await get('/api/location/provinces')).body.data).toHaveLength(63);
    const bad = await get('/api/location/provinces', { version: '2024' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ version: 'Phiên bản địa chỉ không hợp lệ' });
  });

  it('lists the 168 new wards of Hồ Chí Minh, each with the old wards it was made of', async () => {
    const res = await get('/api/location/wards', { province_id: '79', version: '2025' });
    expect(res.status).toBe(200);
    const rows = res.body.data as { id: number; name: string; type: string; formerly: string }[];
    expect(rows).toHaveLength(168);
    expect(rows.find((r) => r.id === 26740)).toEqual({
      ...loc(26740, 'Sài Gòn', 'Phường'),
      formerly: 'Bến Nghé, Đa Kao, Nguyễn Thái Bình (Quận 1)',
    });
    const missing = await get('/api/location/wards', { version: '2025' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ province_id: 'Vui lòng chọn tỉnh/thành' });
  });

  it('converts an old ward: whole into one → certain; split → candidates, not certain', async () => {
    const benNghe = await get('/api/location/convert', { ward_id: '26740' });
    expect(benNghe.status).toBe(200);
    expect(benNghe.body.data).toEqual({
      candidates: [
        { province: loc(79, 'Hồ Chí Minh', 'Thành phố'), ward: loc(26740, 'Sài Gòn', 'Phường') },
      ],
      certain: true,
    });
    const nguyenThaiBinh = await get('/api/location/convert', { ward_id: '26746' });
    expect(nguyenThaiBinh.body.data.certain).toBe(false);
    expect(nguyenThaiBinh.body.data.candidates).toHaveLength(2);
    expect(
      nguyenThaiBinh.body.data.candidates
        .map((c: { ward: { name: string } }) => c.ward.name)
        .sort(),
    ).toEqual(['Bến Thành', 'Sài Gòn']);
  });

  it('gives an old ward the mapping does not name the new wards of its old district', async () => {
    // Phường Nguyễn Trung Trực (Ba Đình, Hà Nội) was merged away in 2024, before the mapping.
    const [old] = await t.db.select().from(wards).where(eq(wards.id, 10));
    expect(old).toMatchObject({ name: 'Nguyễn Trung Trực', district_id: 1 });
    const res = await get('/api/location/convert', { ward_id: '10' });
    expect(res.body.data.certain).toBe(false);
    expect(res.body.data.candidates.length).toBeGreaterThan(1);
    const sources = await t.db
      .selectDistinct({ source: wardConversions.source, whole: wardConversions.whole })
      .from(wardConversions)
      .where(eq(wardConversions.old_ward_id, 10));
    expect(sources).toEqual([{ source: 'district', whole: false }]);
    for (const c of res.body.data.candidates)
      expect(c.province).toEqual(loc(1, 'Hà Nội', 'Thành phố'));
    const unknown = await get('/api/location/convert', { ward_id: '999999' });
    expect(unknown.body.data).toEqual({ candidates: [], certain: false });
  });

  it('lists a 2025 address group without a district', async () => {
    await buildCustomer(t.db, { address_version: 2025 });
    await buildCustomer(t.db, { address_version: 2025 });
    await buildCustomer(t.db, { province_id: 79, district_id: 760, ward_id: 26740 });
    const res = await get('/api/location/customer');
    expect(res.body.data).toEqual([
      {
        province: loc(79, 'Hồ Chí Minh', 'Thành phố'),
        district: null,
        ward: loc(26740, 'Sài Gòn', 'Phường'),
        address_version: 2025,
      },
      {
        province: loc(79, 'Hồ Chí Minh', 'Thành phố'),
        district: loc(760, '1', 'Quận'),
        ward: loc(26740, 'Bến Nghé', 'Phường'),
        address_version: 1,
      },
    ]);
  });
});
