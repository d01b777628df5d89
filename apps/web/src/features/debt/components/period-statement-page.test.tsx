import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PeriodLine, PeriodStatement } from '@depot/shared/debt/debt.schema';
import { saveSession } from '../../../lib/session';
import { stubApi, userOf } from '../../../test/fake-api-lists';
import { renderRoute, setupUser } from '../../../test/render-route';
import { PeriodStatementPage } from './period-statement-page';

// The period statement a page at a time (issue 26): the figures of the whole period from the
// first page, the lines loaded on demand, and what is not loaded yet said so (on paper too).

const line = (id: number, amount: number): PeriodLine => ({
  date: '2026-02-03',
  id,
  code: `2602-${String(id).padStart(4, '0')}`,
  name: `Hàng ${id}`,
  amount,
});
const goods = [line(1, 1000), line(2, 2000), line(3, 3000)];
const collections = [{ ...line(9, 500), code: 'PT-2602-0001', name: 'Tiền mặt' }];

/** The statement in pages of two lines: the goods, then the collections. */
function pageAfter(after: string | null): PeriodStatement {
  const all = [
    ...goods.map((g) => ['g', g] as const),
    ...collections.map((c) => ['c', c] as const),
  ];
  const start = after ? all.findIndex(([part, l]) => `${part}${l.id}` === after) + 1 : 0;
  const page = all.slice(start, start + 2);
  const last = page.at(-1)!;
  return {
    customer: { id: 7, full_name: 'Đỗ Kỳ Hạn', phone: '0901234567' },
    date_from: '2026-02-01',
    date_to: '2026-02-28',
    opening_balance: 50_000,
    goods_amount: 6000,
    collected_amount: 500,
    closing_balance: 55_500,
    goods: page.filter(([part]) => part === 'g').map(([, l]) => l),
    collections: page.filter(([part]) => part === 'c').map(([, l]) => l),
    goods_count: goods.length,
    collections_count: collections.length,
    next: start + 2 < all.length ? (`${last[0]}${last[1].id}` as PeriodStatement['next']) : null,
  };
}

const URL = '/cong-no/theo-ky?customer_id=7&date_from=2026-02-01&date_to=2026-02-28';

beforeEach(() => saveSession('token', userOf('admin')));
afterEach(() => vi.unstubAllGlobals());

describe('the period statement', () => {
  it('loads more lines on demand, the figures of the whole period from the start', async () => {
    const user = setupUser();
    const api = stubApi({
      'GET /api/debt/statement': ({ query }) => pageAfter(query.get('after')),
    });
    renderRoute(<PeriodStatementPage />, URL);
    await screen.findByText('Hàng 2');
    expect(screen.getByText('55.500 đ')).toBeTruthy();
    expect(screen.queryByText('Hàng 3')).toBeNull();
    // One goods line and the one collection are still to load.
    expect(screen.getAllByText('Còn 1 dòng chưa tải')).toHaveLength(2);
    // The collections are not loaded yet: not "none in the period".
    expect(screen.queryByText('Không có khoản thu trong kỳ')).toBeNull();
    expect(screen.getByText(/Đang hiện 2\/4 dòng/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Tải thêm' }));
    await screen.findByText('Hàng 3');
    expect(screen.getByText('Tiền mặt')).toBeTruthy();
    expect(api.queries('GET /api/debt/statement').map((q) => q.after)).toEqual([undefined, 'g2']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tải thêm' })).toBeNull());
    expect(screen.queryByText(/chưa tải/)).toBeNull();
  });

  it('loads every page left with one click, before printing', async () => {
    const user = setupUser();
    // Past the first page, one line a page: two more pages to load.
    const pages: Record<string, PeriodStatement> = {
      '': pageAfter(null),
      g2: { ...pageAfter('g2'), collections: [], next: 'g3' },
      g3: { ...pageAfter('g3'), goods: [], next: null },
    };
    const api = stubApi({
      'GET /api/debt/statement': ({ query }) => pages[query.get('after') ?? '']!,
    });
    renderRoute(<PeriodStatementPage />, URL);
    await screen.findByText('Hàng 2');
    await user.click(screen.getByRole('button', { name: 'Tải hết' }));
    await screen.findByText('Tiền mặt');
    expect(screen.getByText('Hàng 3')).toBeTruthy();
    expect(api.queries('GET /api/debt/statement').map((q) => q.after)).toEqual([
      undefined,
      'g2',
      'g3',
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tải hết' })).toBeNull());
  });
});
