import type { PeriodLine, PeriodPayment, PeriodStatement } from '@depot/shared/debt/debt.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, buildProducts } from '../../../test/factories';
import { periodCustomer } from '../../../test/period-fixture';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import type { Context } from '../../lib/context';
import { getPeriodStatementPage } from './debt-period.service';
import { getPeriodStatement } from './debt.service';
import { callEndpoint } from '../../../test/contract-call';
import { debtApi } from '@depot/shared/debt/debt.contract';

// The period statement read a page at a time (docs/speed.md): keyset pages over the goods, then the
// collections, whose lines put together are the whole statement's, and whose figures are the
// whole period's on every page.
let t: SignedInTestApp;
let ctx: Context;
let customer: Awaited<ReturnType<typeof buildCustomer>>;
const range = { date_from: '2026-01-01', date_to: '2026-03-31' };

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  ctx = { db: t.db, actor: t.user };
  customer = await periodCustomer(t.db, t.user);
  // Several goods of one day: the keyset must order them by id within their date.
  await buildProducts(t.db, 4, (i) => ({
    customer_id: customer.id,
    is_total_money: true,
    price: 1000 + i,
    datetime: '2026-02-10',
  }));
  // Goods of someone else whose freight this customer pays as sender, the same day and another:
  // merged into the customer's own in order (docs/payments.md, "Who pays the freight").
  const receiver = await buildCustomer(t.db);
  await buildProducts(t.db, 2, (i) => ({
    customer_id: receiver.id,
    sender_id: customer.id,
    freight_payer: 'sender',
    is_total_money: true,
    price: 2000 + i,
    datetime: i === 0 ? '2026-02-10' : '2026-03-02',
  }));
});
afterAll(() => t.close());

/** Every page of the statement with `limit` lines a page, from the first to the one without next. */
async function allPages(limit: number) {
  const pages: PeriodStatement[] = [];
  let after: string | undefined;
  do {
    const page = await getPeriodStatementPage(
      ctx,
      { customer_id: customer.id, ...range, after: after as PeriodStatement['next'] & string },
      limit,
    );
    pages.push(page);
    after = page.next ?? undefined;
    expect(pages.length).toBeLessThan(50);
  } while (after);
  return pages;
}

const figures = (s: PeriodStatement) => [
  s.opening_balance,
  s.goods_amount,
  s.collected_amount,
  s.closing_balance,
  s.goods_count,
  s.payments_count,
];

describe('GET /api/debt/statement, a page at a time', () => {
  it('pages add up to the whole statement for every page size, no line twice or missing', async () => {
    const whole = await getPeriodStatement(ctx, { customer_id: customer.id, ...range });
    const lines = whole.goods.length + whole.payments.length;
    expect(whole.goods.length).toBe(11); // 9 of theirs, 2 of another's they pay for
    expect(whole.payments.length).toBe(3);
    for (let limit = 1; limit <= lines + 1; limit++) {
      const pages = await allPages(limit);
      const goods: PeriodLine[] = pages.flatMap((p) => p.goods);
      const payments: PeriodPayment[] = pages.flatMap((p) => p.payments);
      expect(goods, `${limit} a page`).toEqual(whole.goods);
      expect(payments, `${limit} a page`).toEqual(whole.payments);
      expect(pages.length, `${limit} a page`).toBe(Math.max(1, Math.ceil(lines / limit)));
      for (const page of pages) {
        expect(page.goods.length + page.payments.length).toBeLessThanOrEqual(limit);
        expect(figures(page), `${limit} a page`).toEqual(figures(whole));
      }
    }
    // The figures summed by SQL are the sums of the lines.
    expect(whole.goods_amount).toBe(whole.goods.reduce((s, g) => s + g.amount, 0));
  });

  it('answers the first page through the API and refuses a malformed cursor', async () => {
    const query = { customer_id: String(customer.id), ...range };
    const first = await callEndpoint(t, debtApi.statement, { query: query, token: t.token });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ goods_count: 11, payments_count: 3, next: null });
    const next = await callEndpoint(t, debtApi.statement, {
      query: { ...query, after: `g${first.data.goods[3]!.id}` },
      token: t.token,
    });
    expect(next.status).toBe(200);
    expect(next.data.goods).toEqual(first.data.goods.slice(4));
    for (const after of ['x12', 'g', 'g0', 'c-1']) {
      const bad = await callEndpoint(t, debtApi.statement, {
        query: { ...query, after },
        token: t.token,
      });
      expect(bad.status, after).toBe(400);
    }
  });
});
