import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { buildCustomer, buildProduct } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { productsApi } from '@depot/shared/products/products.contract';

// GET /api/products?code=…: the code as printed or its beginning (a scanned label, a typed
// start), in a month busy enough for orders of five digits, whose codes share beginnings.
let t: SignedInTestApp;
const made: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  const { id: customer_id } = await buildCustomer(t.db);
  const lines: [string, number, string | null][] = [
    ['small', 42, null],
    ['four', 1234, null],
    ['five', 12345, null],
    ['suffixed', 12346, 'X'],
    ['round', 4200, null],
  ];
  for (const [key, order, suffix] of lines) {
    const row = await buildProduct(t.db, { customer_id, datetime: '2029-06-10', suffix });
    // The month's counter gave 1, 2, 3…: set the order a busy month reaches.
    await t.db.update(products).set({ order }).where(eq(products.id, row.id));
    made[key] = row.id;
  }
  made.other = (await buildProduct(t.db, { customer_id, datetime: '2029-07-01' })).id;
  made.deleted = (
    await buildProduct(t.db, { customer_id, datetime: '2029-06-11', deleted_at: new Date() })
  ).id;
});
afterAll(() => t.close());

async function found(code: string): Promise<string[]> {
  const res = await callEndpoint(t, productsApi.list, { query: { code }, token: t.token });
  expect(res.status, JSON.stringify(res.raw)).toBe(200);
  const rows = res.data.rows;
  const keyOf = (id: number) => Object.keys(made).find((key) => made[key] === id) ?? String(id);
  return rows.map((row) => keyOf(row.id)).sort();
}

describe('finding goods by code', () => {
  it('finds the one line of a whole code, suffix and case as printed or not', async () => {
    expect(await found('2906-0042')).toEqual(['small']);
    expect(await found('2906-12346-X')).toEqual(['suffixed']);
    expect(await found('2906-12346-x')).toEqual(['suffixed']);
    expect(await found('2906-12345')).toEqual(['five']);
  });

  it('finds the longer orders a code begins, and a beginning of any length', async () => {
    expect(await found('2906-1234')).toEqual(['five', 'four', 'suffixed']);
    expect(await found('2906-123')).toEqual(['five', 'four', 'suffixed']);
    expect(await found('2906-42')).toEqual(['round']);
    expect(await found('2906-00')).toEqual(['small']);
    expect(await found('2906-')).toEqual(['five', 'four', 'round', 'small', 'suffixed']);
    expect(await found('290')).toEqual(['five', 'four', 'other', 'round', 'small', 'suffixed']);
    expect(await found('29')).toEqual(['five', 'four', 'other', 'round', 'small', 'suffixed']);
    // One digit has no year to read: only the text is compared, the same goods found.
    expect(await found('2')).toEqual(['five', 'four', 'other', 'round', 'small', 'suffixed']);
  });

  it('finds nothing for a code no line has, nor for text that is no code', async () => {
    expect(await found('2906-1234-')).toEqual([]);
    expect(await found('2906-0043')).toEqual([]);
    expect(await found('2908')).toEqual([]);
    expect(await found('hàng')).toEqual([]);
    expect(await found('2906_%')).toEqual([]);
  });

  it('counts what the code matches', async () => {
    const res = await callEndpoint(t, productsApi.count, {
      query: { code: '2906-1234' },
      token: t.token,
    });
    expect(res.status).toBe(200);
    expect(res.data.count).toBe(3);
  });
});
