import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_LOCATION_LIMIT } from '@depot/shared/locations/customer-locations';
import { buildCustomer } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireQueryOf } from '../../../test/contract-call';
import { locationsApi } from '@depot/shared/locations/locations.contract';

/**
 * GET /location/customer searched on the server (docs/speed.md): the select asks for what the person
 * types, at most `limit` groups, and for the groups already picked by id, so the reply stays
 * small however many places customers live in.
 */
let t: SignedInTestApp;
const get = (query: WireQueryOf<typeof locationsApi.customers> = {}) =>
  // Repeated `location` values go as an array, as a browser repeats them.
  callEndpoint(t, locationsApi.customers, { query, token: t.token });
type Group = Awaited<ReturnType<typeof get>>['data'][number];
const wardsOf = (rows: Group[]) => rows.map((g) => g.ward.name);

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  // One customer in each of the 120 first wards of the old list: more groups than one answer.
  await t.db.execute(sql`
    insert into customers (full_name, phone, number_house, province_id, district_id, ward_id)
    select 'Khách ' || w.id, '0903' || lpad(w.id::text, 6, '0'), '', d.province_id, d.id, w.id
    from (select * from wards order by id limit 120) w join districts d on d.id = w.district_id`);
  await buildCustomer(t.db, { province_id: 79, district_id: 760, ward_id: 26740 });
  await buildCustomer(t.db, { province_id: 79, district_id: 770, ward_id: 27160 });
  await buildCustomer(t.db, { address_version: 2025 });
});
afterAll(() => t.close());

describe('GET /api/location/customer, searched', () => {
  it('answers the first 50 groups without a keyword, the 2025 list first', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.data).toHaveLength(CUSTOMER_LOCATION_LIMIT);
    expect(res.data[0]!.address_version).toBe(2025);
    expect(res.data[0]!.district).toBeNull();
    expect(res.data[1]!.address_version).toBe(1);
  });

  it('finds a group by its ward, district or province without accents', async () => {
    const benNghe = await get({ q: 'ben nghe' });
    expect(wardsOf(benNghe.data)).toEqual(['Bến Nghé']);
    expect(benNghe.data[0]!.district!.name).toBe('1');
    const hcm = await get({ q: 'HO CHI minh' });
    // The 2025 ward (Sài Gòn) and the two old ones of Hồ Chí Minh.
    expect(hcm.data.map((g) => g.province.name)).toEqual(Array(3).fill('Hồ Chí Minh'));
    expect(hcm.data[0]!.address_version).toBe(2025);
    // Leading zeros aside, as the select matched: `p. 1 - q. 3` finds Phường 01 of Quận 3.
    expect(wardsOf((await get({ q: 'p. 1 - q. 3' })).data)).toEqual(['01']);
    expect((await get({ q: 'không có nơi này' })).data).toEqual([]);
  });

  it('keeps to the limit asked and refuses one out of range', async () => {
    expect((await get({ limit: '5' })).data).toHaveLength(5);
    const tooMany = await get({ limit: '101' });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.raw)).toContain('Số nhóm địa chỉ tối đa là 100');
  });

  it('answers the picked groups by id whatever the keyword, so their chips keep their names', async () => {
    const res = await get({
      q: 'ben nghe',
      location: ['79.770.27160', '2025:79.26740'],
      limit: '1',
    });
    expect(res.data.map((g) => [g.province.id, g.district?.id ?? null, g.ward.id])).toEqual([
      [79, null, 26740],
      [79, 760, 26740],
      [79, 770, 27160],
    ]);
    const bad = await get({ location: 'abc' });
    expect(bad.status).toBe(400);
  });
});
