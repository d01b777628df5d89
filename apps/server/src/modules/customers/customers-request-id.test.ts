import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, requestIds } from '../../db/schema/index';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import type { CustomerCreateBody } from '@depot/shared/customers/customers.schema';
import { customersApi } from '@depot/shared/customers/customers.contract';

// docs/decisions/0014-one-owner-per-table.md: the customer form's request_id makes a double click or a resend one customer.
let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const BEN_NGHE = { province_id: 79, district_id: 760, ward_id: 26740 };
// The house number and the debt are left out, as a form may: undefined is not sent.
const create = (payload: Omit<CustomerCreateBody, 'number_house' | 'debt'>) =>
  callEndpoint(t, customersApi.create, {
    body: { number_house: undefined, debt: undefined, ...payload },
    token: t.token,
  });
const named = (full_name: string) => t.db.$count(customers, eq(customers.full_name, full_name));

describe('POST /api/customers with a request_id', () => {
  it('makes one customer when the same request is sent twice, and answers the same', async () => {
    const body = {
      full_name: 'Trần Hai Lần',
      phone: '0909000222',
      ...BEN_NGHE,
      request_id: randomUUID(),
    };
    const first = await create(body);
    const second = await create(body);
    expect(first.status, JSON.stringify(first.raw)).toBe(200);
    expect(second.status).toBe(200);
    expect(second.raw).toEqual(first.raw);
    expect(await named(body.full_name)).toBe(1);
  });

  it('makes one customer when the same request arrives several times at once', async () => {
    const body = { full_name: 'Lê Cùng Lúc', phone: '0909000333', ...BEN_NGHE };
    const request_id = randomUUID();
    const replies = await Promise.all([1, 2, 3].map(() => create({ ...body, request_id })));
    for (const reply of replies) {
      expect(reply.status, JSON.stringify(reply.raw)).toBe(200);
      expect(reply.data.id).toBe(replies[0]!.data.id);
    }
    expect(await named(body.full_name)).toBe(1);
  });

  it('records nothing for a refused address, so the corrected one with the same id saves', async () => {
    const request_id = randomUUID();
    const body = { full_name: 'Phạm Sửa Lại', phone: '0909000444', ...BEN_NGHE, request_id };
    // A ward of another district: refused with the field to fix.
    const refused = await create({ ...body, ward_id: 1 });
    expect(refused.status).toBe(400);
    expect(await t.db.$count(requestIds, eq(requestIds.request_id, request_id))).toBe(0);
    const saved = await create(body);
    expect(saved.status, JSON.stringify(saved.raw)).toBe(200);
    expect(await named(body.full_name)).toBe(1);
  });
});
