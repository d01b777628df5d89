import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CashBook, PaymentRow } from '@depot/shared/payments/payments.schema';
import type { User } from '@depot/shared/users/users.schema';
import { vi as texts } from '../../../i18n/vi';
import { saveSession } from '../../../lib/session';
import { currentUrl, renderRoute, setupUser } from '../../../test/render-route';
import { CashBookPage } from './cash-book-page';

const t = texts.cashBook;
const lan = { id: 2, fullname: 'Trần Thị Lan' };
const hung = { id: 3, fullname: 'Lê Văn Hùng' };
const user = (role: User['role'], who = lan): User => ({
  ...who,
  username: 'nhanvien',
  email: 'nv@chanhxe.vn',
  role,
  branch_id: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
});

function payment(id: number, overrides: Partial<PaymentRow>): PaymentRow {
  return {
    id,
    number: `PT-2611-000${id}`,
    customer: { id: 7, full_name: 'Nguyễn Văn An', phone: '0903123456' },
    amount: 100_000,
    method: 'cash',
    purpose: 'freight',
    received_at: '2026-11-20T02:30:00.000Z',
    received_by: lan,
    note: null,
    credit: 0,
    voided_at: null,
    voided_by: null,
    void_reason: null,
    outstanding_debt_after: 0,
    credit_after: 0,
    allocated: 100_000,
    ...overrides,
  };
}

const book: CashBook = {
  rows: [
    payment(1, { amount: 1_200_000 }),
    payment(2, { amount: 300_000, method: 'transfer', received_by: hung, note: 'Vietcombank' }),
    payment(3, {
      amount: 200_000,
      voided_at: '2026-11-20T05:00:00.000Z',
      voided_by: lan,
      void_reason: 'Thu nhầm khách',
    }),
  ],
  total: 3,
  paginate: { paged: 1, limit: 50, last_page: 1 },
  totals: {
    count: 2,
    amount: 1_500_000,
    by_method: { cash: 1_200_000, transfer: 300_000 },
    by_person: [
      { ...hung, count: 1, cash: 0, transfer: 300_000, amount: 300_000 },
      { ...lan, count: 1, cash: 1_200_000, transfer: 0, amount: 1_200_000 },
    ],
    voided: { count: 1, amount: 200_000 },
  },
};

let voids: { url: string; body: unknown }[];
const json = (data: unknown, status = 200, message = 'Thành công') =>
  new Response(JSON.stringify({ status: status < 400, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  if (init?.method === 'POST' && /^\/api\/payments\/\d+\/void$/.test(url)) {
    voids.push({ url, body: JSON.parse(String(init.body)) });
    // The voided payment, whole (the reply of GET /payments/:id), as the contract says.
    const { allocated: _allocated, ...voided } = book.rows[0]!;
    const reply = { ...voided, voided_at: '2026-11-20T06:00:00.000Z', allocations: [] };
    return Promise.resolve(
      json(
        { ...reply, voided_by: lan, void_reason: 'Thu nhầm' },
        200,
        'Đã hủy phiếu thu PT-2611-0001',
      ),
    );
  }
  if (url.startsWith('/api/export/cash-book')) {
    return Promise.resolve(
      new Response(new Uint8Array([80, 75, 3, 4]), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename="so-quy-20-11-2026.xlsx"; filename*=UTF-8''s%E1%BB%95-qu%E1%BB%B9-20-11-2026.xlsx`,
        },
      }),
    );
  }
  if (url.startsWith('/api/payments')) return Promise.resolve(json(book));
  if (url.startsWith('/api/users')) {
    const rows = [user('admin'), user('staff', hung)];
    return Promise.resolve(
      json({ rows, total: 2, paginate: { paged: 1, limit: 100, last_page: 1 } }),
    );
  }
  return Promise.resolve(json(null, 404, 'Không tìm thấy'));
}

beforeEach(() => {
  voids = [];
  vi.stubGlobal('fetch', vi.fn(fakeServer));
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(role: User['role']) {
  saveSession('token', user(role));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      {/* No motion: jsdom never ends an animation, so a closed dialog would stay in the page. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <MemoryRouter initialEntries={['/so-quy?date_from=2026-11-20&date_to=2026-11-20']}>
            <CashBookPage />
          </MemoryRouter>
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

const cashBookRequests = () =>
  vi.mocked(fetch).mock.calls.filter(([url]) => String(url).startsWith('/api/payments?'));

describe('the cash book', () => {
  it('shows the totals per method, per person and the voided payments', async () => {
    renderPage('admin');
    const region = (name: string) => screen.getByRole('region', { name });
    await waitFor(() => expect(region(t.totals.amount).textContent).toContain('1.500.000 đ'));
    expect(region('Tiền mặt').textContent).toContain('1.200.000 đ');
    expect(region('Chuyển khoản').textContent).toContain('300.000 đ');

    const people = screen.getByRole('table', { name: t.totals.byPerson });
    const lanRow = within(people).getByRole('row', { name: /Trần Thị Lan/ });
    expect(lanRow.textContent).toBe('Trần Thị Lan11.200.000 đ0 đ1.200.000 đ');
    expect(within(people).getByRole('row', { name: /Lê Văn Hùng/ }).textContent).toBe(
      'Lê Văn Hùng10 đ300.000 đ300.000 đ',
    );
    expect(screen.getByText('Đã hủy: 1 phiếu, 200.000 đ')).toBeTruthy();

    // The voided row is struck through and tagged; only the others can be voided.
    const voided = screen.getByRole('row', { name: /PT-2611-0003/ });
    expect(within(voided).getByText(t.voided)).toBeTruthy();
    expect(voided.querySelector('del')?.textContent).toBe('PT-2611-0003');
    expect(within(voided).queryByRole('button', { name: t.voidAction })).toBeNull();
    const transfer = screen.getByRole('row', { name: /PT-2611-0002/ });
    expect(transfer.textContent).toContain('Chuyển khoản');
    expect(transfer.textContent).toContain('Vietcombank');
    expect(cashBookRequests()[0]?.[0]).toContain('date_from=2026-11-20&date_to=2026-11-20');
  });

  it('asks for a reason before voiding, then sends it and reloads the cash book', async () => {
    renderPage('admin');
    const row = await screen.findByRole('row', { name: /PT-2611-0001/ });
    fireEvent.click(within(row).getByRole('button', { name: t.voidAction }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(t.voidTitle('PT-2611-0001'));
    expect(dialog.textContent).toContain('1.200.000 đ');
    const confirm = within(dialog).getByRole('button', { name: t.voidConfirm });

    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Vui lòng nhập lý do hủy phiếu thu')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(t.voidReason), { target: { value: '   ' } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(within(dialog).getByText('Vui lòng nhập lý do hủy phiếu thu')).toBeTruthy(),
    );
    expect(voids).toEqual([]);

    const before = cashBookRequests().length;
    fireEvent.change(within(dialog).getByLabelText(t.voidReason), {
      target: { value: 'Khách trả lại tiền' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(voids).toEqual([
      { url: '/api/payments/1/void', body: { reason: 'Khách trả lại tiền' } },
    ]);
    expect(cashBookRequests().length).toBeGreaterThan(before);
    expect(await screen.findByText('Đã hủy phiếu thu PT-2611-0001')).toBeTruthy();
  });

  it('downloads Xuất Excel with the filters of the screen, every page', async () => {
    // jsdom has no object URLs: the saved file is the link's, not looked at here.
    Object.assign(URL, { createObjectURL: () => 'blob:so-quy', revokeObjectURL: () => {} });
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage('admin');
    await screen.findByRole('row', { name: /PT-2611-0001/ });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(texts.exports.excel) }));
    expect(await screen.findByText('Đã tải xuống sổ-quỹ-20-11-2026.xlsx')).toBeTruthy();
    const asked = vi
      .mocked(fetch)
      .mock.calls.map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/export/'));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^\/api\/export\/cash-book\?/);
    expect(asked[0]).toContain('date_from=2026-11-20&date_to=2026-11-20');
    expect(asked[0]).not.toMatch(/paged|limit/);
    expect(save).toHaveBeenCalledTimes(1);
    save.mockRestore();
  });

  it('shows staff their own payments only, with nothing to void', async () => {
    renderPage('staff');
    await screen.findByRole('row', { name: /PT-2611-0001/ });
    expect(screen.queryByRole('button', { name: t.voidAction })).toBeNull();
    const receiver = screen.getByRole('combobox', { name: t.receiver });
    expect(receiver).toHaveProperty('disabled', true);
    expect(receiver.closest('.ant-select')?.textContent).toContain('Trần Thị Lan');
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).startsWith('/api/users'))).toBe(
      false,
    );
  });

  it('prints any payment again with In lại, marked as a reprint, staff and voided ones too', async () => {
    const clicks = setupUser();
    saveSession('token', user('staff'));
    renderRoute(<CashBookPage />, '/so-quy?date_from=2026-11-20&date_to=2026-11-20');
    const voided = await screen.findByRole('row', { name: /PT-2611-0003/ });
    expect(
      within(voided).getByRole('link', { name: 'In lại phiếu thu PT-2611-0003' }),
    ).toBeTruthy();
    const row = screen.getByRole('row', { name: /PT-2611-0002/ });
    await clicks.click(within(row).getByRole('link', { name: 'In lại phiếu thu PT-2611-0002' }));
    // The receipt's print view (features/payments), told it is a reprint.
    await waitFor(() => expect(currentUrl()).toBe('/phieu-thu-tien/2?reprint=1'));
    expect(screen.getByText('test:elsewhere')).toBeTruthy();
  });
});
