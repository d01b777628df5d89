import { cashBookApi } from '@depot/shared/cash-book/cash-book.contract';
import { CASH_BOOK_ROWS_MAX } from '@depot/shared/cash-book/cash-book.schema';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { payoutsApi } from '@depot/shared/payouts/payouts.contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../test/contract-call';
import { buildCustomer } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';

// docs/payments.md "Sổ quỹ (cash book)": a busy range's rows come a page at a time, each with
// the balance after it as if the whole range were read; every figure is of the whole range.

let t: SignedInTestApp;
const DAY = '2026-05-04';

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
  const customer = (await buildCustomer(t.db)).id;
  await callEndpoint(t, cashBookApi.setOpening, {
    body: { amount: 1_000_000, date: DAY },
    token: t.token,
  });
  vi.useFakeTimers({ toFake: ['Date'] });
  // 08:00, 08:10, … at the depot (UTC+7): 5 payments in, 2 payouts out between them.
  const moves: ['in' | 'out', number][] = [
    ['in', 100_000],
    ['in', 100_000],
    ['out', 50_000],
    ['in', 100_000],
    ['in', 100_000],
    ['out', 50_000],
    ['in', 100_000],
  ];
  for (const [n, [direction, amount]] of moves.entries()) {
    vi.setSystemTime(new Date(Date.parse(`${DAY}T01:00:00Z`) + n * 600_000));
    const res =
      direction === 'in'
        ? await callEndpoint(t, paymentsApi.create, {
            body: { customer_id: customer, amount, method: 'cash' },
            token: t.token,
          })
        : await callEndpoint(t, payoutsApi.create, {
            body: { kind: 'other', amount, note: 'Văn phòng phẩm' },
            token: t.token,
          });
    expect(res.status, res.message).toBe(200);
  }
  vi.useRealTimers();
});
afterAll(() => t.close());

const book = (query: { paged?: number; limit?: number }) =>
  callEndpoint(t, cashBookApi.book, {
    query: { date_from: DAY, date_to: DAY, ...query },
    token: t.token,
  });

describe('GET /api/cash-book in pages', () => {
  it('gives each page the balances of the whole range, and the whole range’s figures', async () => {
    const whole = await book({});
    expect(whole.status, whole.message).toBe(200);
    expect(whole.data.rows.map((r) => r.balance)).toEqual([
      1_100_000, 1_200_000, 1_150_000, 1_250_000, 1_350_000, 1_300_000, 1_400_000,
    ]);
    const pages = await Promise.all([1, 2, 3].map((paged) => book({ paged, limit: 3 })));
    expect(pages.flatMap((p) => p.data.rows)).toEqual(whole.data.rows);
    const last = pages[2]!.data;
    expect(last.rows).toHaveLength(1);
    expect(last).toMatchObject({
      total: 7,
      paginate: { paged: 3, limit: 3, last_page: 3 },
      opening: 1_000_000,
      closing: 1_400_000,
    });
    expect(last.totals.in).toMatchObject({ count: 5, amount: 500_000 });
    expect(last.totals.out).toMatchObject({ count: 2, amount: 100_000 });
    expect(last.totals.by_person).toEqual([
      { id: t.user.id, fullname: t.user.fullname, in: 500_000, out: 100_000 },
    ]);
  });

  it('answers a page past the end with no rows and the same figures', async () => {
    const past = await book({ paged: 9, limit: 3 });
    expect(past.data.rows).toEqual([]);
    expect(past.data).toMatchObject({ total: 7, closing: 1_400_000 });
  });

  it('refuses a page larger than the most a page may hold', async () => {
    const res = await book({ limit: CASH_BOOK_ROWS_MAX + 1 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.errors ?? {})).toEqual(['limit']);
  });
});
