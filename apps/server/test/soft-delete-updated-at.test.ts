// A soft delete is a change of the row like any other: updated_at moves with deleted_at.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, users } from '../src/db/schema/index';
import { buildCustomer } from './factories';
import { buildUser, createTestApp, type SignedInTestApp } from './test-app';
import { callEndpoint } from './contract-call';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { usersApi } from '@depot/shared/users/users.contract';

let t: SignedInTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  token = t.token;
});
afterAll(() => t.close());

describe('soft delete moves updated_at', () => {
  const longAgo = new Date('2020-01-01T00:00:00Z');

  it('for a customer', async () => {
    const customer = await buildCustomer(t.db);
    await t.db.update(customers).set({ updated_at: longAgo }).where(eq(customers.id, customer.id));
    const res = await callEndpoint(t, customersApi.remove, { params: { id: customer.id }, token });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row!.deleted_at).not.toBeNull();
    expect(row!.updated_at.getTime()).toBe(row!.deleted_at!.getTime());
  });

  it('for a user', async () => {
    const user = await buildUser(t.db);
    await t.db.update(users).set({ updated_at: longAgo }).where(eq(users.id, user.id));
    const res = await callEndpoint(t, usersApi.remove, { params: { id: user.id }, token });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.deleted_at).not.toBeNull();
    expect(row!.updated_at.getTime()).toBe(row!.deleted_at!.getTime());
  });
});
