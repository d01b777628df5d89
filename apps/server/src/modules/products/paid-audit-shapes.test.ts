import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { buildCustomer, buildProduct } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { productsApi } from '@depot/shared/products/products.contract';

// docs/decisions/0014-one-owner-per-table.md: the paid flag now writes one audit shape. The rows written before, in the two older
// shapes (a toggle's `{is_paid, trip_item_id}` and an edit's whole line), must stay readable by
// the goods history. (Collections are payments since docs/decisions/0001-payments-are-records.md: payments-migration.test.ts.)

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

describe('paid rows of the older shapes', () => {
  it('show in the history', async () => {
    const customer = await buildCustomer(t.db);
    const day = '2025-03-10';
    const toggled = await buildProduct(t.db, {
      customer_id: customer.id,
      datetime: day,
      price: 1000,
      total_weight: 2,
      is_paid: true,
    });
    const edited = await buildProduct(t.db, {
      customer_id: customer.id,
      datetime: day,
      price: 500,
      total_weight: 4,
      is_paid: true,
    });
    const at = new Date('2025-03-12T03:00:00Z');
    await t.db.insert(auditLog).values([
      {
        at,
        actor_id: t.user.id,
        entity: 'product',
        entity_id: toggled.id,
        action: 'paid',
        before: { is_paid: false, trip_item_id: 77 },
        after: { is_paid: true },
      },
      {
        at,
        actor_id: t.user.id,
        entity: 'product',
        entity_id: edited.id,
        action: 'paid',
        before: { name: edited.name, is_paid: false, amount: 2000 },
        after: { name: edited.name, is_paid: true, amount: 2000 },
      },
    ]);

    const history = await callEndpoint(t, productsApi.history, {
      params: { id: toggled.id },
      token: t.token,
    });
    expect(history.status).toBe(200);
    expect(history.data).toMatchObject([{ action: 'paid', after: { is_paid: true } }]);
  });
});
