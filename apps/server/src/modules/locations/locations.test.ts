import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, districts, provinces, wards } from '../../db/schema/index';
import { createTestDatabase } from '../../../test/database';
import { buildCustomer } from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { EXPECTED_LOCATION_COUNTS } from './location-data';
import { seedLocations } from './location-seed';
import { callEndpoint } from '../../../test/contract-call';
import { locationsApi } from '@depot/shared/locations/locations.contract';

let t: SignedInTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  token = t.token;
});
afterAll(() => t.close());

describe('seedLocations', () => {
  it('leaves every test database with the whole country, and does nothing a second time', async () => {
    expect(await t.db.$count(provinces)).toBe(EXPECTED_LOCATION_COUNTS.provinces);
    expect(await t.db.$count(districts)).toBe(EXPECTED_LOCATION_COUNTS.districts);
    expect(await t.db.$count(wards)).toBe(EXPECTED_LOCATION_COUNTS.wards);
    expect(await seedLocations(t.db)).toBe(false);
  });

  it('loads an empty database once when two servers start on it together', async () => {
    const database = await createTestDatabase();
    try {
      // No customers in a fresh clone: emptying the three lists cascades to nothing else.
      await database.db.execute(sql`truncate wards, districts, provinces cascade`);
      const logs: string[] = [];
      const started = performance.now();
      const results = await Promise.all([
        seedLocations(database.db, (m) => logs.push(m)),
        seedLocations(database.db, (m) => logs.push(m)),
      ]);
      const ms = performance.now() - started;
      console.log(`seedLocations() on an empty database: ${ms.toFixed(0)} ms`);
      expect(results.sort()).toEqual([false, true]);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatch(/^Đã nạp danh mục hành chính: 63 tỉnh\/thành, 705 quận\/huyện/);
      expect(await database.db.$count(wards)).toBe(EXPECTED_LOCATION_COUNTS.wards);
    } finally {
      await database.close();
    }
  });
});

describe('GET /api/location/*', () => {
  it('answers 401 without a session', async () => {
    for (const url of [
      '/api/location/provinces',
      '/api/location/districts?province_id=79',
      '/api/location/wards?district_id=760',
      '/api/location/customer',
    ]) {
      const res = await call(t, { url });
      expect(res.status, url).toBe(401);
      expect(res.body.message).toBe('Vui lòng đăng nhập');
    }
  });

  it('lists the 63 provinces as {id, name, type} in Vietnamese order', async () => {
    const res = await callEndpoint(t, locationsApi.provinces, { token });
    expect(res.status).toBe(200);
    const rows = res.data as { id: number; name: string; type: string }[];
    expect(rows).toHaveLength(63);
    expect(rows[0]).toEqual({ id: 89, name: 'An Giang', type: 'Tỉnh' });
    expect(rows.at(-1)!.name).toBe('Yên Bái');
    expect(rows).toContainEqual({ id: 79, name: 'Hồ Chí Minh', type: 'Thành phố' });
    const names = rows.map((r) => r.name);
    expect(names.indexOf('Bạc Liêu')).toBeLessThan(names.indexOf('Bắc Giang'));
    expect(names.indexOf('Bình Dương')).toBeLessThan(names.indexOf('Bình Định'));
  });

  it('lists the districts of a province, numbered ones in numeric order first', async () => {
    const res = await callEndpoint(t, locationsApi.districts, {
      query: { province_id: '79' },
      token,
    });
    expect(res.status).toBe(200);
    const rows = res.data as { id: number; name: string; type: string }[];
    expect(rows).toHaveLength(22);
    expect(rows.slice(0, 3)).toEqual([
      { id: 760, name: '1', type: 'Quận' },
      { id: 770, name: '3', type: 'Quận' },
      { id: 773, name: '4', type: 'Quận' },
    ]);
    expect(rows.map((r) => r.name).slice(6, 10)).toEqual(['8', '10', '11', '12']);
    expect(rows.at(-1)).toEqual({ id: 769, name: 'Thủ Đức', type: 'Thành phố' });
  });

  it('lists the wards of a district in order', async () => {
    const res = await callEndpoint(t, locationsApi.wards, { query: { district_id: '764' }, token });
    expect(res.status).toBe(200);
    // prettier-ignore
    expect(res.data.map((r: { name: string }) => r.name)).toEqual([
      '01', '03', '04', '05', '6', '07', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17',
    ]);
    expect(res.data[0]).toEqual({ id: 26896, name: '01', type: 'Phường' });
  });

  it('answers 400 in Vietnamese when the parent id is missing or not a number', async () => {
    const queries: Record<string, string>[] = [{}, { province_id: '' }];
    for (const query of queries) {
      const res = await callEndpoint(t, locationsApi.districts, { query: query, token });
      expect(res.status).toBe(400);
      expect(res.raw).toEqual({
        status: false,
        message: 'Vui lòng chọn tỉnh/thành',
        data: null,
        errors: { province_id: 'Vui lòng chọn tỉnh/thành' },
      });
    }
    const wardsRes = await callEndpoint(t, locationsApi.wards, { token });
    expect(wardsRes.status).toBe(400);
    expect(wardsRes.errors).toEqual({ district_id: 'Vui lòng chọn quận/huyện' });
  });

  it('answers an empty list for a parent that does not exist', async () => {
    const res = await callEndpoint(t, locationsApi.wards, {
      query: { district_id: '9999' },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual([]);
  });
});

describe('GET /api/location/customer', () => {
  it('lists each address group of live customers once, in province, district, ward order', async () => {
    const empty = await callEndpoint(t, locationsApi.customers, { token });
    expect(empty.data).toEqual([]);

    const benNghe = { province_id: 79, district_id: 760, ward_id: 26740 };
    const quan3 = { province_id: 79, district_id: 770, ward_id: 27160 };
    const phucXa = { province_id: 1, district_id: 1, ward_id: 1 };
    const daNang = { province_id: 48, district_id: 492, ward_id: 20251 };
    await buildCustomer(t.db, quan3);
    await buildCustomer(t.db, benNghe);
    await buildCustomer(t.db, benNghe);
    await buildCustomer(t.db, phucXa);
    const gone = await buildCustomer(t.db, daNang);
    await t.db
      .update(customers)
      .set({ deleted_at: new Date() })
      .where(sql`id = ${gone.id}`);

    const res = await callEndpoint(t, locationsApi.customers, { token });
    expect(res.status).toBe(200);
    const loc = (id: number, name: string, type: string) => ({ id, name, type });
    // Hà Nội (Hà…) sorts before Hồ Chí Minh; Quận 1 before Quận 3.
    expect(res.data).toEqual([
      {
        province: loc(1, 'Hà Nội', 'Thành phố'),
        district: loc(1, 'Ba Đình', 'Quận'),
        ward: loc(1, 'Phúc Xá', 'Phường'),
        address_version: 1,
      },
      {
        province: loc(79, 'Hồ Chí Minh', 'Thành phố'),
        district: loc(760, '1', 'Quận'),
        ward: loc(26740, 'Bến Nghé', 'Phường'),
        address_version: 1,
      },
      {
        province: loc(79, 'Hồ Chí Minh', 'Thành phố'),
        district: loc(770, '3', 'Quận'),
        ward: loc(27160, '01', 'Phường'),
        address_version: 1,
      },
    ]);
  });
});
