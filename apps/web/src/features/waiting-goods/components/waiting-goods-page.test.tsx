import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productsApi } from '@depot/shared/products/products.contract';
import { refused } from '../../../test/fake-api-endpoints';
import { userOf } from '../../../test/fake-api-lists';
import { saveSession } from '../../../lib/session';
import { renderRoute, setupUser } from '../../../test/render-route';
import {
  groupOf,
  groupsNamed,
  parcelOf,
  phoneScreen,
  stubWaiting,
} from './waiting-goods.test-helpers';
import { WaitingGoodsPage } from './waiting-goods-page';

const WAITING = productsApi.waiting;
const SEARCH = { name: 'Tìm theo tên khách hàng' };

/** At the thresholds: 7 days is red, 3 orange, 2 nothing yet. */
const week = groupOf(1, 'Nguyễn Văn Lâu', [
  parcelOf({ id: 11 }),
  parcelOf({
    id: 12,
    code: '2611-0002',
    name: 'Bao gạo',
    quantity: 1,
    total_weight: 50,
    arrived_at: '2026-11-22T18:30:00.000Z',
    age_days: 4,
    due: 0,
  }),
]);
const three = groupOf(2, 'Trần Thị Vừa', [parcelOf({ id: 21, code: '2611-0021', age_days: 3 })]);
const two = groupOf(3, 'Lê Mới Đến', [parcelOf({ id: 31, code: '2611-0031', age_days: 2 })]);

const card = (name: string) => screen.findByRole('article', { name });
const tagOf = (article: HTMLElement) => article.querySelector('.ant-tag')!;
const render = () => renderRoute(<WaitingGoodsPage />, '/hang-cho-giao');

beforeEach(() => saveSession('token', userOf('staff')));
afterEach(() => vi.unstubAllGlobals());

describe('the waiting goods screen', () => {
  it('shows a card per customer with the oldest wait coloured, and each parcel', async () => {
    const api = stubWaiting([week, three, two]);
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Hàng chờ giao' })).toBeTruthy();
    const lau = await card('Nguyễn Văn Lâu');
    expect(lau.textContent).toContain('0903 000001');
    expect(within(lau).getByRole('link', { name: '0903 000001' }).getAttribute('href')).toBe(
      'tel:0903000001',
    );
    expect(lau.textContent).toContain('2 mặt hàng');
    expect(tagOf(lau).textContent).toBe('Chờ 7 ngày');
    expect(tagOf(lau).className).toContain('ant-tag-red');

    const vua = await card('Trần Thị Vừa');
    expect(tagOf(vua).textContent).toBe('Chờ 3 ngày');
    expect(tagOf(vua).className).toContain('ant-tag-orange');
    const moi = await card('Lê Mới Đến');
    expect(tagOf(moi).textContent).toBe('Chờ 2 ngày');
    expect(tagOf(moi).className).not.toMatch(/ant-tag-(red|orange)/);

    const table = within(lau).getByRole('table', { name: 'Hàng chờ giao của Nguyễn Văn Lâu' });
    const cells = (code: string) =>
      within(within(table).getByRole('row', { name: new RegExp(code) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // The depot's clock (Vietnam, UTC+7), whatever the browser's zone.
    expect(cells('2611-0001')).toEqual([
      '2611-0001',
      'Thùng sơn',
      '3',
      '12,5 kg',
      '14:05 20-11-2026',
      '7 ngày',
      '150.000 đ',
    ]);
    // Paid: nothing owed shows. 18:30 UTC is past midnight at the depot: the next day there.
    expect(cells('2611-0002')).toEqual([
      '2611-0002',
      'Bao gạo',
      '1',
      '50 kg',
      '01:30 23-11-2026',
      '4 ngày',
      '',
    ]);
    expect(api.queries(WAITING)).toEqual([{ paged: '1', limit: '20' }]);
  });

  it('searches a customer’s name once typing pauses, from the first page', async () => {
    const user = setupUser();
    const api = stubWaiting([...groupsNamed(20), groupOf(200, 'Đặng Thị Tìm')]);
    render();
    await card('Khách chờ 1');
    await user.click(screen.getByTitle('2'));
    await card('Đặng Thị Tìm');
    fireEvent.change(screen.getByRole('searchbox', SEARCH), { target: { value: ' Thị Tìm ' } });
    await waitFor(() =>
      expect(api.queries(WAITING).at(-1)).toEqual({
        paged: '1',
        limit: '20',
        customer: 'Thị Tìm',
      }),
    );
    expect(api.queries(WAITING).filter((q) => q.customer)).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('1 khách hàng có hàng chờ giao')).toBeTruthy();
  });

  it('searches on Enter at once, and the pause after asks nothing more', async () => {
    const user = setupUser();
    const api = stubWaiting([week, three, two]);
    render();
    await card('Nguyễn Văn Lâu');
    await user.type(screen.getByRole('searchbox', SEARCH), 'Vừa{Enter}');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    const searched = () => api.queries(WAITING).filter((q) => q.customer === 'Vừa');
    expect(searched()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(searched()).toHaveLength(1);
  });

  it('pages by customers, 20 a page', async () => {
    const user = setupUser();
    const api = stubWaiting(groupsNamed(21));
    render();
    await card('Khách chờ 1');
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('21 khách hàng có hàng chờ giao')).toBeTruthy();
    await user.click(screen.getByTitle('2'));
    await card('Khách chờ 21');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(api.queries(WAITING).at(-1)).toEqual({ paged: '2', limit: '20' });
  });

  it('says when nothing waits, with no pager', async () => {
    stubWaiting([]);
    render();
    expect(await screen.findByText('Không có hàng chờ giao')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Phân trang' })).toBeNull();
  });

  it('shows the server’s message when the list cannot be read, not an empty list', async () => {
    stubWaiting([], () => refused(500, 'Máy chủ đang bận'));
    render();
    expect(await screen.findByText('Máy chủ đang bận')).toBeTruthy();
    expect(screen.queryByText('Không có hàng chờ giao')).toBeNull();
  });
});

describe('the waiting goods screen on a phone', () => {
  it('stacks each parcel’s facts in the card, with no table', async () => {
    vi.stubGlobal('matchMedia', phoneScreen);
    stubWaiting([week]);
    render();
    const lau = await card('Nguyễn Văn Lâu');
    expect(document.querySelector('table')).toBeNull();
    const first = within(lau).getByRole('listitem', { name: '2611-0001 Thùng sơn' }).textContent;
    for (const fact of [
      '2611-0001 · Thùng sơn',
      'SL 3 · 12,5 kg',
      'Đến lúc 14:05 20-11-2026',
      'Đã chờ 7 ngày',
      'Còn nợ 150.000 đ',
    ])
      expect(first).toContain(fact);
    const paid = within(lau).getByRole('listitem', { name: '2611-0002 Bao gạo' }).textContent;
    expect(paid).toContain('Đã chờ 4 ngày');
    expect(paid).not.toContain('Còn nợ');
  });
});
