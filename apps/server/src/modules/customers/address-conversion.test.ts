import { ALREADY_CONVERTED, NOT_A_CANDIDATE } from '@depot/shared/customers/customers.schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers } from '../../db/schema/index';
import { buildCustomer } from '../../../test/factories';
import { call, createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { customersApi } from '@depot/shared/customers/customers.contract';

// docs/decisions/0010-addresses-2025.md: an admin converts the depot's customers to the 2025 list, audited.
let t: SignedInTestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
  staff = (await signIn(t, 'staff')).token;
});
afterAll(() => t.close());

const loc = (id: number, name: string, type: string) => ({ id, name, type });
const URL = '/api/customers/address-conversion';
const at = (ward_id: number, district_id: number, province_id: number, full_name: string) =>
  buildCustomer(t.db, { full_name, province_id, district_id, ward_id });

let benNghe: { id: number };
let nguyenThaiBinh: { id: number };
let unmapped: { id: number };
beforeAll(async () => {
  benNghe = await at(26740, 760, 79, 'Chắc Chắn Bến Nghé'); // whole into Sài Gòn
  nguyenThaiBinh = await at(26746, 760, 79, 'Tách Đôi'); // into Sài Gòn and Bến Thành
  unmapped = await at(10, 1, 1, 'Ngoài Danh Sách'); // merged away in 2024, not in the mapping
  const gone = await at(26740, 760, 79, 'Đã Xóa');
  await t.db.update(customers).set({ deleted_at: new Date() }).where(eq(customers.id, gone.id));
  await buildCustomer(t.db, { full_name: 'Đã Mới', address_version: 2025 });
});

describe('the conversion of customers to the 2025 list', () => {
  it('is for admins only', async () => {
    for (const [method, url] of [
      ['GET', URL],
      ['POST', URL],
      ['POST', `/api/customers/${benNghe.id}/address-conversion`],
    ] as const) {
      const res = await call(t, { method, url, token: staff, payload: { ward_id: 26740 } });
      expect(res.status, url).toBe(403);
    }
  });

  it('counts the old addresses, the certain ones, and lists the others with candidates', async () => {
    const res = await callEndpoint(t, customersApi.conversionStatus, { token: t.token });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    const { old_count, certain_count, uncertain } = res.data;
    expect({ old_count, certain_count, total: uncertain.total }).toEqual({
      old_count: 3,
      certain_count: 1,
      total: 2,
    });
    const split = uncertain.rows.find((r) => r.customer.id === nguyenThaiBinh.id);
    expect(split!.customer).toMatchObject({
      address_version: 1,
      ward_id: loc(26746, 'Nguyễn Thái Bình', 'Phường'),
    });
    expect(split!.candidates.map((c) => c.ward.name).sort()).toEqual(['Bến Thành', 'Sài Gòn']);
    const guessed = uncertain.rows.find((r) => r.customer.id === unmapped.id);
    expect(guessed!.candidates.length).toBeGreaterThan(1);
  });

  it('converts every certain customer in one step, audited, the old address kept', async () => {
    const res = await callEndpoint(t, customersApi.convertCertain, { token: t.token });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data).toEqual({ converted: 1 });

    const read = await callEndpoint(t, customersApi.get, {
      params: { id: benNghe.id },
      token: t.token,
    });
    expect(read.data).toMatchObject({
      address_version: 2025,
      province_id: loc(79, 'Hồ Chí Minh', 'Thành phố'),
      district_id: null,
      ward_id: loc(26740, 'Sài Gòn', 'Phường'),
      old_address: {
        province_id: loc(79, 'Hồ Chí Minh', 'Thành phố'),
        district_id: loc(760, '1', 'Quận'),
        ward_id: loc(26740, 'Bến Nghé', 'Phường'),
      },
    });
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.action, 'address_conversion')));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      entity_id: benNghe.id,
      actor_id: t.user.id,
      before: { address_version: 1, province_id: 79, district_id: 760, ward_id: 26740 },
      after: { address_version: 2025, province_id: 79, ward_id: 26740, how: 'certain' },
    });
    const again = await callEndpoint(t, customersApi.convertCertain, { token: t.token });
    expect(again.data).toEqual({ converted: 0 });
    const after = await callEndpoint(t, customersApi.conversionStatus, { token: t.token });
    expect(after.data).toMatchObject({ old_count: 2, certain_count: 0 });
  });

  it('converts one customer to the candidate picked, or any ward when asked so', async () => {
    const notCandidate = await callEndpoint(t, customersApi.convertOne, {
      params: { id: nguyenThaiBinh.id },
      body: { ward_id: 4 },
      token: t.token,
    });
    expect(notCandidate.status).toBe(400);
    expect(notCandidate.errors).toEqual({ ward_id: NOT_A_CANDIDATE });

    const picked = await callEndpoint(t, customersApi.convertOne, {
      params: { id: nguyenThaiBinh.id },
      body: { ward_id: 26743 },
      token: t.token,
    });
    expect(picked.status, JSON.stringify(picked.raw)).toBe(200);
    expect(picked.data).toMatchObject({
      address_version: 2025,
      ward_id: loc(26743, 'Bến Thành', 'Phường'),
      old_address: { ward_id: loc(26746, 'Nguyễn Thái Bình', 'Phường') },
    });
    const twice = await callEndpoint(t, customersApi.convertOne, {
      params: { id: nguyenThaiBinh.id },
      body: { ward_id: 26743 },
      token: t.token,
    });
    expect(twice.status).toBe(409);
    expect(twice.message).toBe(ALREADY_CONVERTED);

    const anyWard = await callEndpoint(t, customersApi.convertOne, {
      params: { id: unmapped.id },
      body: { ward_id: 26740, any_ward: true },
      token: t.token,
    });
    expect(anyWard.status, JSON.stringify(anyWard.raw)).toBe(200);
    expect(anyWard.data).toMatchObject({
      ward_id: loc(26740, 'Sài Gòn', 'Phường'),
      province_id: loc(79, 'Hồ Chí Minh', 'Thành phố'),
    });
    const [{ n }] = (
      await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from audit_log where action = 'address_conversion'`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(3);
    const missing = await callEndpoint(t, customersApi.convertOne, {
      params: { id: 999999 },
      body: { ward_id: 26740 },
      token: t.token,
    });
    expect(missing.status).toBe(404);
  });
});
