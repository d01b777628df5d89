import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { customersApi } from '@depot/shared/customers/customers.contract';

// GET /api/customers?q=…: the pickers' one search box, a name without accents or a phone
// (docs/domain.md, intake at the counter: the customer says their number, three shops share a name).
let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  // Da Nang (48), Hai Chau (492): one ward each, so that the three shops' addresses differ.
  await buildCustomer(t.db, {
    full_name: 'Tạp hóa Oanh',
    phone: '0347601859',
    number_house: '1 Trần Phú',
    province_id: 48,
    district_id: 492,
    ward_id: 20251,
  });
  await buildCustomer(t.db, {
    full_name: 'Tạp hóa Oanh',
    phone: '0912000111',
    number_house: '2 Lê Duẩn',
    province_id: 48,
    district_id: 492,
    ward_id: 20254,
  });
  await buildCustomer(t.db, { full_name: 'Tạp hóa Oanh', phone: '+84347000222' });
  await buildCustomer(t.db, { full_name: 'Điện máy 0347', phone: '0283000333' });
  await buildCustomer(t.db, { full_name: 'Nhà sách 50%', phone: '0283000444' });
});
afterAll(() => t.close());

async function search(q: string) {
  const res = await callEndpoint(t, customersApi.list, {
    query: { q, has_debt: 'false', limit: '20' },
    token: t.token,
  });
  expect(res.status, JSON.stringify(res.raw)).toBe(200);
  return res.data.rows;
}
const phones = async (q: string) => (await search(q)).map((r) => r.phone).sort();

describe('the q search of the customer pickers', () => {
  it('finds the customer whose phone is typed, grouped or not', async () => {
    expect(await phones('0347601859')).toEqual(['0347601859']);
    expect(await phones('0347 601 859')).toEqual(['0347601859']);
    expect(await phones('0347.601')).toEqual(['0347601859']);
    expect(await phones('+8434')).toEqual(['+84347000222']);
  });

  it('matches a phone from its start only, and a name that holds the digits', async () => {
    // 0347 starts one phone and sits in one name; +84347000222 holds it but does not start so.
    expect(await phones('0347')).toEqual(['0283000333', '0347601859']);
    expect(await phones('601859')).toEqual([]);
  });

  it('finds names without accents, with each address to tell them apart', async () => {
    const shops = await search('tap hoa oanh');
    expect(shops.map((r) => r.phone).sort()).toEqual(['+84347000222', '0347601859', '0912000111']);
    expect(shops.find((r) => r.phone === '0347601859')).toMatchObject({
      number_house: '1 Trần Phú',
      ward_id: { id: 20251 },
      district_id: { id: 492 },
      province_id: { id: 48 },
    });
  });

  it('takes % and _ literally and combines with the other filters', async () => {
    expect(await phones('50%')).toEqual(['0283000444']);
    expect(await phones('0_83')).toEqual([]);
    const res = await callEndpoint(t, customersApi.list, {
      query: { q: 'oanh', phone: '0912', has_debt: 'false' },
      token: t.token,
    });
    expect(res.data.rows.map((r) => r.phone)).toEqual(['0912000111']);
  });

  it('rejects a keyword over 250 characters', async () => {
    const res = await callEndpoint(t, customersApi.list, {
      query: { q: 'a'.repeat(251) },
      token: t.token,
    });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual({ q: 'Từ khóa không được vượt quá 250 ký tự' });
  });
});
