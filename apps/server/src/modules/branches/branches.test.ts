import { branchesApi } from '@depot/shared/branches/branches.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, branchProvinces } from '../../db/schema/index';
import { callEndpoint } from '../../../test/contract-call';
import { signIn } from '../../../test/test-app';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';

// Branches (docs/domain.md, "Branches"): the depot that existed is branch 1; everyone reads the
// list, admins add and edit; codes and names are unique, a province is served by one branch.

let t: SignedInTestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
  staffToken = (await signIn(t, 'staff')).token;
});
afterAll(() => t.close());

type Body = {
  name: string;
  code: string;
  address: string;
  phone: string;
  province_ids: number[];
};

const body = (over: Partial<Body> = {}): Body => ({
  name: 'Chi nhánh Cần Thơ',
  code: 'CT',
  address: '12 Trần Hưng Đạo, Ninh Kiều, Cần Thơ',
  phone: '0292 3838 999',
  province_ids: [] as number[],
  ...over,
});

function create(input: Body, token = t.token) {
  return callEndpoint(t, branchesApi.create, { body: input, token });
}

describe('branches', () => {
  it('starts with the depot as its first branch, read by everyone', async () => {
    const res = await callEndpoint(t, branchesApi.list, { token: staffToken });
    expect(res.status).toBe(200);
    expect(res.data).toEqual([expect.objectContaining({ id: 1, code: 'CN', province_ids: [] })]);
  });

  it('an admin adds a branch, its code made capital; the list is in code order', async () => {
    const res = await create(body({ code: ' ct ' }));
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.message).toBe('Thêm chi nhánh thành công');
    expect(res.data).toMatchObject({ name: 'Chi nhánh Cần Thơ', code: 'CT', province_ids: [] });
    const list = await callEndpoint(t, branchesApi.list, { token: t.token });
    expect(list.data.map((b) => b.code)).toEqual(['CN', 'CT']);
  });

  it('refuses a staff member (403), a bad code or phone (400), and changes nothing', async () => {
    const before = await t.db.$count(branches);
    const staff = await create(body({ name: 'Rạch Giá', code: 'RG' }), staffToken);
    expect(staff.status).toBe(403);
    for (const [over, field, message] of [
      [{ code: 'C' }, 'code', 'Mã chi nhánh gồm 2–4 chữ cái in hoa, ví dụ SG, CT'],
      [{ code: 'ĐN' }, 'code', 'Mã chi nhánh gồm 2–4 chữ cái in hoa, ví dụ SG, CT'],
      [{ code: 'SG12' }, 'code', 'Mã chi nhánh gồm 2–4 chữ cái in hoa, ví dụ SG, CT'],
      [{ name: '  ' }, 'name', 'Vui lòng nhập tên chi nhánh'],
      [{ phone: 'gọi tôi' }, 'phone', 'Điện thoại chỉ gồm chữ số, khoảng trắng, . - + /'],
    ] as const) {
      const res = await create(body({ ...over }));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect((res.raw as { errors: Record<string, string> }).errors[field]).toBe(message);
    }
    expect(await t.db.$count(branches)).toBe(before);
  });

  it('a code or a name taken, or a province served by another branch: 409 and nothing changed', async () => {
    const { rows } = await t.db.execute<{ id: number }>('select id from provinces_2025 limit 1');
    const hcm = rows[0];
    const rg = await create(
      body({ name: 'Chi nhánh Rạch Giá', code: 'RG', province_ids: [hcm!.id] }),
    );
    expect(rg.status, rg.message).toBe(200);
    expect(rg.data.province_ids).toEqual([hcm!.id]);
    const cases: [Partial<Body>, string][] = [
      [{ code: 'RG', name: 'Khác' }, 'Mã chi nhánh đã được dùng'],
      [{ code: 'KG', name: 'chi nhánh rạch giá' }, 'Tên chi nhánh đã tồn tại'],
      [
        { code: 'KG', name: 'Kiên Giang', province_ids: [hcm!.id] },
        'Tỉnh/thành này đã thuộc chi nhánh khác',
      ],
    ];
    for (const [over, message] of cases) {
      const res = await create(body({ ...over }));
      expect([res.status, res.message]).toEqual([409, message]);
    }
    expect(await t.db.$count(branches)).toBe(3);
    expect(await t.db.$count(branchProvinces)).toBe(1);
  });

  it('an admin edits a branch, its provinces replaced; an unknown one is 404', async () => {
    const list = await callEndpoint(t, branchesApi.list, { token: t.token });
    const ct = list.data.find((b) => b.code === 'CT')!;
    const res = await callEndpoint(t, branchesApi.update, {
      params: { id: ct.id },
      body: body({ name: 'Văn phòng Cần Thơ', code: 'CTO' }),
      token: t.token,
    });
    expect(res.status, res.message).toBe(200);
    expect(res.data).toMatchObject({ id: ct.id, name: 'Văn phòng Cần Thơ', code: 'CTO' });
    const missing = await callEndpoint(t, branchesApi.update, {
      params: { id: 9999 },
      body: body({ code: 'ZZ', name: 'Không có' }),
      token: t.token,
    });
    expect([missing.status, missing.message]).toEqual([404, 'Không tìm thấy chi nhánh']);
  });
});
