import { branchesApi } from '@depot/shared/branches/branches.contract';
import { usersApi } from '@depot/shared/users/users.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { callEndpoint } from '../../../test/contract-call';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';

// People belong to a branch or to all (docs/domain.md, "Branches"): a manager of one branch
// gives and manages accounts of that branch only; the owner works for every branch.

let t: SignedInTestApp;
let ct: number;
let ctAdmin: string;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  const made = await callEndpoint(t, branchesApi.create, {
    body: { name: 'Chi nhánh Cần Thơ', code: 'CT', address: '', phone: '', province_ids: [] },
    token: t.token,
  });
  ct = made.data.id;
  ctAdmin = (await signIn(t, 'admin', ct)).token;
});
afterAll(() => t.close());

let n = 0;
const account = (over: { role?: 'staff' | 'admin' | 'superadmin'; branch_id?: number | null }) => {
  n += 1;
  return {
    username: `chinhanh_${n}_${Date.now()}`,
    email: `cn${n}_${Date.now()}@chanhxe.vn`,
    password: 'matkhau123',
    fullname: 'Lê Thị Chi Nhánh',
    ...over,
  };
};

describe('accounts and branches', () => {
  it('an account made by a branch manager works for that branch; another branch is refused', async () => {
    const made = await callEndpoint(t, usersApi.create, { body: account({}), token: ctAdmin });
    expect(made.status, made.message).toBe(200);
    expect(made.data.branch_id).toBe(ct);
    const before = await t.db.$count(users);
    const elsewhere = await callEndpoint(t, usersApi.create, {
      body: account({ branch_id: 1 }),
      token: ctAdmin,
    });
    expect([elsewhere.status, elsewhere.message]).toEqual([
      403,
      'Bạn chỉ quản lý tài khoản của chi nhánh mình',
    ]);
    const all = await callEndpoint(t, usersApi.create, {
      body: account({ branch_id: null }),
      token: ctAdmin,
    });
    expect(all.status).toBe(403);
    expect(await t.db.$count(users)).toBe(before);
  });

  it('a branch manager cannot edit an account of another branch', async () => {
    const other = await callEndpoint(t, usersApi.create, {
      body: account({ branch_id: 1 }),
      token: t.token,
    });
    expect(other.data.branch_id).toBe(1);
    const res = await callEndpoint(t, usersApi.update, {
      params: { id: other.data.id },
      body: { fullname: 'Đổi Tên Người Khác' },
      token: ctAdmin,
    });
    expect([res.status, res.message]).toEqual([
      403,
      'Bạn chỉ quản lý tài khoản của chi nhánh mình',
    ]);
  });

  it('the owner gives any branch or none; an unknown branch and an owner with a branch are 400', async () => {
    const none = await callEndpoint(t, usersApi.create, { body: account({}), token: t.token });
    expect(none.data.branch_id).toBeNull();
    const unknown = await callEndpoint(t, usersApi.create, {
      body: account({ branch_id: 9999 }),
      token: t.token,
    });
    expect(unknown.status).toBe(400);
    expect((unknown.raw as { errors: Record<string, string> }).errors).toEqual({
      branch_id: 'Chi nhánh không tồn tại',
    });
    const owner = await callEndpoint(t, usersApi.create, {
      body: account({ role: 'superadmin', branch_id: ct }),
      token: t.token,
    });
    expect(owner.status).toBe(400);
    expect((owner.raw as { errors: Record<string, string> }).errors).toEqual({
      branch_id: 'Quản trị cấp cao làm việc với mọi chi nhánh',
    });
  });

  it('an account moved to another branch, then made owner, works for every branch', async () => {
    const staff = await callEndpoint(t, usersApi.create, {
      body: account({ branch_id: ct }),
      token: t.token,
    });
    const moved = await callEndpoint(t, usersApi.update, {
      params: { id: staff.data.id },
      body: { fullname: 'Lê Thị Chi Nhánh', branch_id: 1 },
      token: t.token,
    });
    expect(moved.data.branch_id).toBe(1);
    const owner = await callEndpoint(t, usersApi.update, {
      params: { id: staff.data.id },
      body: { fullname: 'Lê Thị Chi Nhánh', role: 'superadmin' },
      token: t.token,
    });
    expect(owner.status, owner.message).toBe(200);
    expect(owner.data).toMatchObject({ role: 'superadmin', branch_id: null });
  });
});
