import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PeriodLine, PeriodPayment, PeriodStatement } from '@depot/shared/debt/debt.schema';
import { saveSession } from '../../../lib/session';
import { debtApi } from '@depot/shared/debt/debt.contract';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { userOf } from '../../../test/fake-api-lists';
import { renderRoute, setupUser } from '../../../test/render-route';
import { PeriodStatementPage } from './period-statement-page';

// The period statement a page at a time (docs/speed.md): the figures of the whole period from the
// first page, the lines loaded on demand, and what is not loaded yet said so (on paper too).

const line = (id: number, amount: number, collected = 0): PeriodLine => ({
  date: '2026-02-03',
  id,
  code: `2602-${String(id).padStart(4, '0')}`,
  name: `Hàng ${id}`,
  amount,
  collected,
  due: amount - collected,
  paid_state: collected === 0 ? 'unpaid' : collected === amount ? 'paid' : 'partial',
});
const goods = [line(1, 1000, 1000), line(2, 2000, 500), line(3, 3000)];
const payments: PeriodPayment[] = [
  {
    id: 9,
    number: 'PT-2602-0001',
    date: '2026-02-10',
    method: 'transfer',
    received_by: 'Trần Thị Lan',
    amount: 1500,
    note: 'Vietcombank',
  },
];

/** The statement in pages of two lines: the goods, then the payments. */
function pageAfter(after: string | null): PeriodStatement {
  const all = [...goods.map((g) => ['g', g] as const), ...payments.map((c) => ['c', c] as const)];
  const start = after ? all.findIndex(([part, l]) => `${part}${l.id}` === after) + 1 : 0;
  const page = all.slice(start, start + 2);
  const last = page.at(-1)!;
  return {
    customer: { id: 7, full_name: 'Đỗ Kỳ Hạn', phone: '0901234567' },
    date_from: '2026-02-01',
    date_to: '2026-02-28',
    opening_balance: 50_000,
    goods_amount: 6000,
    collected_amount: 1500,
    closing_balance: 54_500,
    closing_due: 54_500,
    closing_credit: 0,
    goods: page.filter(([part]) => part === 'g').map(([, l]) => l as PeriodLine),
    payments: page.filter(([part]) => part === 'c').map(([, p]) => p as PeriodPayment),
    goods_count: goods.length,
    payments_count: payments.length,
    next: start + 2 < all.length ? (`${last[0]}${last[1].id}` as PeriodStatement['next']) : null,
  };
}

const URL = '/cong-no/theo-ky?customer_id=7&date_from=2026-02-01&date_to=2026-02-28';

beforeEach(() => saveSession('token', userOf('admin')));
afterEach(() => vi.unstubAllGlobals());

describe('the period statement', () => {
  it('loads more lines on demand, the figures of the whole period from the start', async () => {
    const user = setupUser();
    const api = stubEndpoints([
      on(debtApi.statement, ({ query }) => pageAfter(query.get('after'))),
    ]);
    renderRoute(<PeriodStatementPage />, URL);
    await screen.findByText('Hàng 2');
    expect(screen.getByText('54.500 đ')).toBeTruthy();
    expect(screen.queryByText('Hàng 3')).toBeNull();
    // One goods line and the one payment are still to load.
    expect(screen.getAllByText('Còn 1 dòng chưa tải')).toHaveLength(2);
    // The payments are not loaded yet: not "none in the period".
    expect(screen.queryByText('Không có phiếu thu trong kỳ')).toBeNull();
    expect(screen.getByText(/Đang hiện 2\/4 dòng/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Tải thêm' }));
    await screen.findByText('Hàng 3');
    expect(screen.getByText('PT-2602-0001')).toBeTruthy();
    expect(api.queries(debtApi.statement).map((q) => q.after)).toEqual([undefined, 'g2']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tải thêm' })).toBeNull());
    expect(screen.queryByText(/chưa tải/)).toBeNull();
  });

  it('loads every page left with one click, before printing', async () => {
    const user = setupUser();
    // Past the first page, one line a page: two more pages to load.
    const pages: Record<string, PeriodStatement> = {
      '': pageAfter(null),
      g2: { ...pageAfter('g2'), payments: [], next: 'g3' },
      g3: { ...pageAfter('g3'), goods: [], next: null },
    };
    const api = stubEndpoints([
      on(debtApi.statement, ({ query }) => pages[query.get('after') ?? '']!),
    ]);
    renderRoute(<PeriodStatementPage />, URL);
    await screen.findByText('Hàng 2');
    await user.click(screen.getByRole('button', { name: 'Tải hết' }));
    await screen.findByText('PT-2602-0001');
    expect(screen.getByText('Hàng 3')).toBeTruthy();
    expect(api.queries(debtApi.statement).map((q) => q.after)).toEqual([undefined, 'g2', 'g3']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tải hết' })).toBeNull());
  });

  it('lists the payments under their own headers, the goods with their state, the closing split', async () => {
    const statement: PeriodStatement = {
      ...pageAfter(null),
      goods: goods.slice(0, 2),
      payments,
      goods_count: 2,
      // Paid 80 000 đ beyond what was owed: credit at the end, never a negative debt.
      closing_balance: -80_000,
      closing_due: 0,
      closing_credit: 80_000,
      next: null,
    };
    stubEndpoints([on(debtApi.statement, () => statement)]);
    renderRoute(<PeriodStatementPage />, URL);
    const table = await screen.findByRole('table', { name: 'Tiền đã thu trong kỳ' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .slice(0, 6)
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Số phiếu',
      'Ngày thu',
      'Hình thức',
      'Người thu',
      'Số tiền',
      'Ghi chú',
    ]);
    expect(within(table).getByRole('row', { name: /PT-2602-0001/ }).textContent).toBe(
      'PT-2602-000110-02-2026Chuyển khoảnTrần Thị Lan1.500 đVietcombank',
    );
    expect(table.textContent).not.toMatch(/Mã hàng|Tên hàng|Thành tiền/);

    const goodsTable = screen.getByRole('table', { name: 'Hàng nhận trong kỳ' });
    expect(within(goodsTable).getByRole('row', { name: /Hàng 1/ }).textContent).toContain('Đã thu');
    expect(within(goodsTable).getByRole('row', { name: /Hàng 2/ }).textContent).toContain(
      'Đã thu 500 · còn 1.500',
    );

    const figures = screen.getByRole('table', { name: 'Công nợ theo kỳ' });
    const figure = (label: string) =>
      within(figures).getByRole('row', { name: new RegExp(`^${label}`) }).textContent;
    expect(figure('Còn nợ cuối kỳ')).toBe('Còn nợ cuối kỳ0 đ');
    expect(figure('Tiền khách gửi trước')).toBe('Tiền khách gửi trước80.000 đ');
    expect(figures.textContent).not.toContain('-80.000');
  });
});
