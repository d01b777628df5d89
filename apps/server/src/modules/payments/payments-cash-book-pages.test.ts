import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { paymentsApi } from '@depot/shared/payments/payments.contract';

// docs/speed.md: the cash book cuts its page's ids from payments_cash_book_idx first, then joins only
// them to their customer and users. Each page must still be the newest-first slice of the whole
// book, with the figures of every payment the filters match.

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
});
afterAll(() => t.close());

type Row = { id: number; amount: number; customer: { id: number; full_name: string } };

describe('GET /payments pages', () => {
  it('gives every page its newest-first slice, named, with the totals of the whole book', async () => {
    const customer = await buildCustomer(t.db, { full_name: 'Sổ Quỹ Nhiều Trang' });
    const ids: number[] = [];
    for (const amount of [1_000, 2_000, 3_000, 4_000, 5_000]) {
      const res = await callEndpoint(t, paymentsApi.create, {
        body: { customer_id: customer.id, amount, method: amount % 2000 ? 'cash' : 'transfer' },
        token: t.token,
      });
      expect(res.status, JSON.stringify(res.raw)).toBe(200);
      ids.push(res.data.id as number);
    }
    const page = async (paged: number) => {
      const res = await callEndpoint(t, paymentsApi.cashBook, {
        query: { customer_id: String(customer.id), limit: '2', paged: String(paged) },
        token: t.token,
      });
      expect(res.status, JSON.stringify(res.raw)).toBe(200);
      return res.data as {
        rows: Row[];
        total: number;
        totals: { count: number; amount: number };
      };
    };
    const newestFirst = [...ids].reverse();
    const [first, second, third, beyond] = [
      await page(1),
      await page(2),
      await page(3),
      await page(4),
    ];
    expect(first.rows.map((r) => r.id)).toEqual(newestFirst.slice(0, 2));
    expect(second.rows.map((r) => r.id)).toEqual(newestFirst.slice(2, 4));
    expect(third.rows.map((r) => r.id)).toEqual(newestFirst.slice(4));
    expect(beyond.rows).toEqual([]);
    expect(third.rows[0]).toMatchObject({
      amount: 1_000,
      customer: { id: customer.id, full_name: 'Sổ Quỹ Nhiều Trang' },
    });
    for (const p of [first, second, third, beyond]) {
      expect(p.total).toBe(5);
      expect(p.totals).toMatchObject({ count: 5, amount: 15_000 });
    }
  });
});
