import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vi as texts } from '../../../i18n/vi';
import { customerOf, productOf } from '../../../test/fake-api';
import { ProductFormPage } from './product-form-page';

// docs/decisions/0001-payments-are-records.md: editing a paid line changes no money collected; the server asks for a reason
// (409 reason_required), the form asks the clerk to confirm and give one, then resends.

const t = texts.products.paidEdit;
/** GET /customers/7: the customer as read, with the debt the list shows. */
const customerRead = customerOf({ outstanding_debt: 100_000 });
/** A paid line of 100 000 đ. */
const product = productOf({ id: 5, code: '2611-0042', order: 42, is_paid: true });

const CONFLICT = {
  status: false,
  message: 'Hàng hóa đã thu tiền hoặc đã lên bảng kê: vui lòng xác nhận và nhập lý do sửa',
  data: {
    reason_required: true,
    paid_amount: 100_000,
    amount_before: 100_000,
    amount_after: 120_000,
  },
};

let puts: Record<string, unknown>[];

const reply = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
const json = (data: unknown) => reply({ status: true, message: 'Thành công', data });

/** The server: PUT without a reason is refused as a paid line's edit; with one it is saved. */
function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  if (init?.method === 'PUT') {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    puts.push(body);
    if (!body.reason) return reply(CONFLICT, 409);
    return reply({ status: true, message: 'Cập nhật hàng hóa thành công', data: product });
  }
  if (url.startsWith('/api/products/5/history')) return json([]);
  if (url.startsWith('/api/products/5')) return json(product);
  if (url.startsWith('/api/customers/7')) return json(customerRead);
  if (url.startsWith('/api/specifications')) {
    return json({ rows: [], total: 0, paginate: { paged: 1, limit: 1000, last_page: 1 } });
  }
  return json([]);
}

beforeEach(() => {
  puts = [];
  vi.stubGlobal('fetch', vi.fn(fakeServer));
});
afterEach(() => vi.unstubAllGlobals());

/** The update form of the paid line, refused once: resolves to the open dialog. */
async function refusedEdit() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      {/* No motion: jsdom never ends an animation, so a closed dialog would stay in the page. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter initialEntries={['/products/update/5']}>
          <Routes>
            <Route path="/products/update/:id" element={<ProductFormPage />} />
          </Routes>
        </MemoryRouter>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: texts.common.update }));
  await waitFor(() => expect(puts).toHaveLength(1));
  return screen.findByRole('dialog', { name: t.title });
}

describe('editing a paid line', () => {
  it('opens the confirmation with what was collected and the amount before and after', async () => {
    const dialog = await refusedEdit();
    expect(
      within(dialog).getByText(t.paidExplain('100.000 đ', '100.000 đ', '120.000 đ')),
    ).toBeTruthy();
    expect(puts[0]).not.toHaveProperty('reason');
  });

  it('refuses to confirm without a reason', async () => {
    const dialog = await refusedEdit();
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do sửa')).toBeTruthy();
    expect(puts).toHaveLength(1);
  });

  it('resends the same body with the reason on confirm, then says it was saved', async () => {
    const dialog = await refusedEdit();
    fireEvent.change(within(dialog).getByLabelText(t.reason), {
      target: { value: 'Cân lại hàng' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirm }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({ ...puts[0], reason: 'Cân lại hàng' });
    expect(await screen.findByText('Cập nhật hàng hóa thành công')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.title })).toBeNull());
  });

  it('sends nothing more when cancelled', async () => {
    const dialog = await refusedEdit();
    fireEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.title })).toBeNull());
    expect(puts).toHaveLength(1);
  });
});
