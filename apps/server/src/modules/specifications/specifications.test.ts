import { foldVietnamese } from '@depot/shared/text/fold';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specifications } from '../../db/schema/index';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { buildCustomer, buildProduct } from '../../../test/factories';
import { raceAgainst } from '../../../test/race';
import { callEndpoint } from '../../../test/contract-call';
import { specificationsApi } from '@depot/shared/specifications/specifications.contract';

let t: SignedInTestApp;
let token: string;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  token = t.token;
  customerId = (await buildCustomer(t.db)).id;
});
afterAll(() => t.close());

async function create(name: string) {
  const res = await callEndpoint(t, specificationsApi.create, { body: { name }, token });
  expect(res.status, JSON.stringify(res.raw)).toBe(200);
  return res.data;
}

const count = () => t.db.$count(specifications);
const names = (res: { data: { rows: { name: string }[] } }) => res.data.rows.map((r) => r.name);

describe('access', () => {
  it('answers 401 without a token on every specification endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/specifications'],
      ['GET', '/api/specifications/1'],
      ['POST', '/api/specifications'],
      ['PUT', '/api/specifications/1'],
      ['DELETE', '/api/specifications/1'],
    ] as const) {
      const res = await call(t, {
        method,
        url,
        payload: method === 'POST' || method === 'PUT' ? { name: 'Bao' } : undefined,
      });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body).toEqual({ status: false, message: 'Vui lòng đăng nhập', data: null });
    }
    expect(await count()).toBe(0);
  });
});

describe('POST and GET /api/specifications/:id', () => {
  it('creates a specification with the trimmed name and reads it back', async () => {
    const res = await callEndpoint(t, specificationsApi.create, {
      body: { name: '  Thùng carton  ' },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.raw).toMatchObject({
      status: true,
      message: 'Thêm quy cách thành công',
      data: { name: 'Thùng carton' },
    });
    expect(Object.keys(res.data).sort()).toEqual(['created_at', 'id', 'name', 'updated_at']);
    const read = await callEndpoint(t, specificationsApi.get, {
      params: { id: res.data.id },
      token,
    });
    expect(read.status).toBe(200);
    expect(read.raw).toEqual({ status: true, message: 'Thành công', data: res.data });
  });

  it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
    const missing = await callEndpoint(t, specificationsApi.get, { params: { id: 999999 }, token });
    expect(missing.status).toBe(404);
    expect(missing.raw).toEqual({ status: false, message: 'Không tìm thấy quy cách', data: null });
    const bad = await callEndpoint(t, specificationsApi.get, { params: { id: 'abc' }, token });
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual({ id: 'Mã không hợp lệ' });
  });

  it('refuses a missing, blank or too long name and writes nothing', async () => {
    const before = await count();
    for (const [payload, message] of [
      [{}, 'Vui lòng nhập tên quy cách'],
      [{ name: '   ' }, 'Vui lòng nhập tên quy cách'],
      [{ name: 'x'.repeat(251) }, 'Tên quy cách không được vượt quá 250 ký tự'],
    ] as const) {
      // A missing name is invalid on purpose: sent by hand.
      const res = await call(t, { method: 'POST', url: '/api/specifications', token, payload });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: false, message, data: null, errors: { name: message } });
    }
    expect(await count()).toBe(before);
  });

  it('answers 409 for a name already used in another case and writes nothing', async () => {
    await create('Bao tải');
    const before = await count();
    const res = await callEndpoint(t, specificationsApi.create, {
      body: { name: 'BAO TẢI' },
      token,
    });
    expect(res.status).toBe(409);
    expect(res.raw).toEqual({
      status: false,
      message: 'Tên quy cách đã tồn tại',
      data: null,
      errors: { name: 'Tên quy cách đã tồn tại' },
    });
    expect(await count()).toBe(before);
  });

  it('answers the same 409 when a concurrent insert reaches the unique index first', async () => {
    const res = await raceAgainst(
      t.db,
      (tx) => tx.insert(specifications).values({ name: 'Két sắt' }),
      () => callEndpoint(t, specificationsApi.create, { body: { name: 'KÉT SẮT' }, token }),
    );
    expect(res.status).toBe(409);
    expect(res.errors).toEqual({ name: 'Tên quy cách đã tồn tại' });
  });
});

describe('GET /api/specifications', () => {
  beforeAll(async () => {
    for (const name of ['Thùng xốp', 'Cuộn', 'Kiện gỗ', 'Thung nhựa', 'Giảm 50%', 'Mã_hộp'])
      await create(name);
  });

  it('lists 15 a page by default, in reading order, with paging numbers', async () => {
    const res = await callEndpoint(t, specificationsApi.list, { token });
    expect(res.status).toBe(200);
    const { rows, total, paginate } = res.data;
    expect(paginate).toEqual({ paged: 1, limit: 15, last_page: Math.ceil(total / 15) });
    const folded = rows.map((r) => foldVietnamese(r.name));
    expect(folded).toEqual([...folded].sort());
    const page2 = await callEndpoint(t, specificationsApi.list, {
      query: { paged: '2', limit: '2' },
      token,
    });
    expect(page2.data.rows).toEqual(rows.slice(2, 4));
    expect(page2.data.paginate).toEqual({
      paged: 2,
      limit: 2,
      last_page: Math.ceil(total / 2),
    });
  });

  it('finds names without accents or case: thung finds Thùng and Thung', async () => {
    const res = await callEndpoint(t, specificationsApi.list, { query: { name: 'THUNG' }, token });
    expect(names(res)).toEqual(['Thùng carton', 'Thung nhựa', 'Thùng xốp']);
    expect(res.data.total).toBe(3);
    const accented = await callEndpoint(t, specificationsApi.list, {
      query: { name: 'kiện' },
      token,
    });
    expect(names(accented)).toEqual(['Kiện gỗ']);
  });

  it('takes % and _ in the keyword literally', async () => {
    const percent = await callEndpoint(t, specificationsApi.list, { query: { name: '%' }, token });
    expect(names(percent)).toEqual(['Giảm 50%']);
    const underscore = await callEndpoint(t, specificationsApi.list, {
      query: { name: '_' },
      token,
    });
    expect(names(underscore)).toEqual(['Mã_hộp']);
  });

  it('accepts limit=1000 for "all" and refuses 1001', async () => {
    const all = await callEndpoint(t, specificationsApi.list, { query: { limit: '1000' }, token });
    expect(all.status).toBe(200);
    expect(all.data.rows).toHaveLength(all.data.total);
    const over = await callEndpoint(t, specificationsApi.list, { query: { limit: '1001' }, token });
    expect(over.status).toBe(400);
    expect(over.errors).toEqual({ limit: 'Số dòng mỗi trang tối đa là 1000' });
  });
});

describe('PUT /api/specifications/:id', () => {
  it('renames, also to another case of its own name', async () => {
    const spec = await create('cuộn dây');
    const res = await callEndpoint(t, specificationsApi.update, {
      params: { id: spec.id },
      body: { name: 'Cuộn Dây' },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.raw).toMatchObject({
      message: 'Cập nhật quy cách thành công',
      data: { id: spec.id, name: 'Cuộn Dây' },
    });
  });

  it('answers 409 for the name of another specification and keeps the old name', async () => {
    await create('Pallet');
    const spec = await create('Bó');
    const res = await callEndpoint(t, specificationsApi.update, {
      params: { id: spec.id },
      body: { name: 'pallet' },
      token,
    });
    expect(res.status).toBe(409);
    expect(res.errors).toEqual({ name: 'Tên quy cách đã tồn tại' });
    const [row] = await t.db.select().from(specifications).where(eq(specifications.id, spec.id));
    expect(row!.name).toBe('Bó');
  });

  it('refuses a blank or too long name without writing, and answers 404 for an unknown id', async () => {
    const spec = await create('Túi');
    for (const [name, message] of [
      [' ', 'Vui lòng nhập tên quy cách'],
      ['x'.repeat(251), 'Tên quy cách không được vượt quá 250 ký tự'],
    ] as const) {
      const res = await callEndpoint(t, specificationsApi.update, {
        params: { id: spec.id },
        body: { name },
        token,
      });
      expect(res.status).toBe(400);
      expect(res.errors).toEqual({ name: message });
    }
    const [row] = await t.db.select().from(specifications).where(eq(specifications.id, spec.id));
    expect(row!.name).toBe('Túi');
    const missing = await callEndpoint(t, specificationsApi.update, {
      params: { id: 999999 },
      body: { name: 'Hộp' },
      token,
    });
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('Không tìm thấy quy cách');
  });
});

describe('DELETE /api/specifications/:id', () => {
  it('deletes an unused specification for good', async () => {
    const spec = await create('Can nhựa');
    const res = await callEndpoint(t, specificationsApi.remove, { params: { id: spec.id }, token });
    expect(res.status).toBe(200);
    expect(res.raw).toEqual({ status: true, message: 'Xóa quy cách thành công', data: null });
    expect(await t.db.$count(specifications, eq(specifications.id, spec.id))).toBe(0);
    const again = await callEndpoint(t, specificationsApi.remove, {
      params: { id: spec.id },
      token,
    });
    expect(again.status).toBe(404);
    expect(again.message).toBe('Không tìm thấy quy cách');
  });

  it('answers 409 while goods use it, even soft-deleted goods, and keeps it', async () => {
    const used = await create('Thùng gỗ');
    const usedByDeleted = await create('Thùng sắt');
    await buildProduct(t.db, { customer_id: customerId, specification_id: used.id });
    await buildProduct(t.db, {
      customer_id: customerId,
      specification_id: usedByDeleted.id,
      deleted_at: new Date(),
    });
    for (const spec of [used, usedByDeleted]) {
      const res = await callEndpoint(t, specificationsApi.remove, {
        params: { id: spec.id },
        token,
      });
      expect(res.status).toBe(409);
      expect(res.raw).toEqual({
        status: false,
        message: 'Không thể xóa quy cách đang được dùng cho hàng hóa',
        data: null,
      });
      expect(await t.db.$count(specifications, eq(specifications.id, spec.id))).toBe(1);
    }
  });

  it('answers the same 409 when goods are saved while the delete runs', async () => {
    const spec = await create('Thùng nhôm');
    const res = await raceAgainst(
      t.db,
      (tx) => buildProduct(tx, { customer_id: customerId, specification_id: spec.id }),
      () => callEndpoint(t, specificationsApi.remove, { params: { id: spec.id }, token }),
    );
    expect(res.status).toBe(409);
    expect(res.message).toBe('Không thể xóa quy cách đang được dùng cho hàng hóa');
  });
});
