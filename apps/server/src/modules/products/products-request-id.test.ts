import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, requestIds } from '../../db/schema/index';
import { buildCustomer, buildSpecification } from '../../../test/factories';
import { raceAgainst } from '../../../test/race';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireBody } from '../../../test/contract-call';
import { productsApi } from '@depot/shared/products/products.contract';
import { customersApi } from '@depot/shared/customers/customers.contract';

// docs/decisions/0014-one-owner-per-table.md: a double click or a resend of the goods form (the same request_id) saves one line
// and answers it again; the measured bug saved 2611-16524 and 2611-16525 for one parcel.
let t: SignedInTestApp;
let customerId: number;
let specId: number;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  customerId = (await buildCustomer(t.db)).id;
  specId = (await buildSpecification(t.db)).id;
});
afterAll(() => t.close());

let named = 0;
/** A line with a name of its own, so that its rows can be counted. */
const line = (overrides: Record<string, unknown> = {}) => {
  named += 1;
  return {
    customer_id: customerId,
    name: `Bưu kiện ${named}`,
    specification_id: specId,
    quantity: 1,
    total_weight: 4.5,
    price: 3000,
    datetime: '2026-11-05',
    ...overrides,
  };
};
const create = (payload: WireBody<typeof productsApi.create>, token = t.token) =>
  callEndpoint(t, productsApi.create, { body: payload, token });
const linesNamed = (name: unknown) => t.db.$count(products, eq(products.name, String(name)));

describe('POST /api/products with a request_id', () => {
  it('saves once when the same request is sent twice, and answers the same both times', async () => {
    const request_id = randomUUID();
    const body = line({ request_id });
    const first = await create(body);
    const second = await create(body);
    expect(first.status, JSON.stringify(first.raw)).toBe(200);
    expect(second.status).toBe(200);
    expect(second.raw).toEqual(first.raw);
    expect(await linesNamed(body.name)).toBe(1);
    const [key] = await t.db.select().from(requestIds).where(eq(requestIds.request_id, request_id));
    expect(key).toMatchObject({ kind: 'product.create', actor_id: t.user.id });
  });

  it('saves once when the same request arrives several times at once, all answered alike', async () => {
    const body = line({ request_id: randomUUID() });
    const replies = await Promise.all([1, 2, 3, 4].map(() => create(body)));
    for (const reply of replies) {
      expect(reply.status, JSON.stringify(reply.raw)).toBe(200);
      expect(reply.data).toEqual(replies[0]!.data);
    }
    expect(await linesNamed(body.name)).toBe(1);
  });

  it('waits for a request still saving with the same id, then answers what it saved', async () => {
    const earlier = await create(line());
    const request_id = randomUUID();
    const body = line({ request_id });
    // Another connection holds the key uncommitted, as the first of two clicks would.
    const second = await raceAgainst(
      t.db,
      (tx) =>
        tx.insert(requestIds).values({
          request_id,
          kind: 'product.create',
          actor_id: t.user.id,
          reply: earlier.data,
        }),
      () => create(body),
    );
    expect(second.status, JSON.stringify(second.raw)).toBe(200);
    expect(second.data).toEqual(earlier.data);
    expect(await linesNamed(body.name)).toBe(0);
  });

  it('saves each click without an id, as before', async () => {
    const body = line();
    expect((await create(body)).status).toBe(200);
    expect((await create(body)).status).toBe(200);
    expect(await linesNamed(body.name)).toBe(2);
  });

  it('records nothing for a refused request, so the corrected one with the same id saves', async () => {
    const request_id = randomUUID();
    // Refused by the service inside its transaction, after the key was claimed.
    const refused = await create(line({ request_id, customer_id: 999_999 }));
    expect(refused.status).toBe(400);
    expect(await t.db.$count(requestIds, eq(requestIds.request_id, request_id))).toBe(0);

    const body = line({ request_id });
    const saved = await create(body);
    expect(saved.status, JSON.stringify(saved.raw)).toBe(200);
    expect(saved.data).toMatchObject({ name: body.name, customer_id: customerId });
    expect(await linesNamed(body.name)).toBe(1);
  });

  it('refuses the id of goods for a customer with 409, and makes no customer', async () => {
    const request_id = randomUUID();
    expect((await create(line({ request_id }))).status).toBe(200);
    const customer = await callEndpoint(t, customersApi.create, {
      body: {
        full_name: 'Khách Trùng Mã',
        phone: '0903123456',
        province_id: 79,
        district_id: 760,
        ward_id: 26740,
        request_id,
      },
      token: t.token,
    });
    expect(customer.status).toBe(409);
    expect(customer.raw).toEqual({
      status: false,
      message: 'Mã yêu cầu đã được dùng cho thao tác khác',
      data: null,
    });
  });

  it('refuses the id another person used with 409', async () => {
    const request_id = randomUUID();
    const body = line({ request_id });
    expect((await create(body)).status).toBe(200);
    const other = await signIn(t, 'staff');
    const reused = await create(body, other.token);
    expect(reused.status).toBe(409);
    expect(reused.message).toBe('Mã yêu cầu đã được dùng cho thao tác khác');
    expect(await linesNamed(body.name)).toBe(1);
  });

  it('refuses an id that is not a UUID, naming the field', async () => {
    const res = await create(line({ request_id: '12345' }));
    expect(res.status).toBe(400);
    expect(res.errors).toMatchObject({ request_id: 'Mã yêu cầu không hợp lệ' });
  });

  it('prunes keys older than a week on a later create', async () => {
    const old = randomUUID();
    expect((await create(line({ request_id: old }))).status).toBe(200);
    await t.db
      .update(requestIds)
      .set({ created_at: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(requestIds.request_id, old));
    expect((await create(line({ request_id: randomUUID() }))).status).toBe(200);
    expect(await t.db.$count(requestIds, eq(requestIds.request_id, old))).toBe(0);
  });
});
