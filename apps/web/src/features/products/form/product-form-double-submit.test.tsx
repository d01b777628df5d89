import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vi as texts } from '../../../i18n/vi';
import { customerOf, productOf } from '../../../test/fake-api';
import { ProductFormPage } from './product-form-page';
import type * as FormValues from './product-form-values';
import type { ProductFormValues } from './product-form-values';

// docs/decisions/0014-one-owner-per-table.md: double-clicking `Thêm mới` saved the same parcel twice (2611-16524, 2611-16525).
// A new line that passes every rule, so a click goes straight to the server.
vi.mock('./product-form-values', async (importOriginal) => ({
  ...(await importOriginal<typeof FormValues>()),
  newProductValues: (): ProductFormValues => ({
    customer_id: 7,
    name: 'Bưu kiện',
    price_type: 'package',
    quantity: 2,
    total_weight: 3,
    price: 50_000,
    is_total_money: false,
    is_paid: false,
    datetime: '2026-11-05',
    product_parent_id: null,
  }),
}));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const customer = customerOf();

/** The line the server saved, with the code it was given. */
const saved = (code: string) => productOf({ code });

type Sent = { body: Record<string, unknown>; reply: (code: string) => void };
let posts: Sent[];

const json = (data: unknown) =>
  new Response(JSON.stringify({ status: true, message: 'Thành công', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

/** The server: reads answer at once; each POST /products waits until the test answers it. */
function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  if (init?.method === 'POST' && url.startsWith('/api/products')) {
    return new Promise((resolve) => {
      posts.push({
        body: JSON.parse(String(init.body)) as Record<string, unknown>,
        reply: (code) =>
          resolve(
            new Response(
              JSON.stringify({
                status: true,
                message: 'Thêm hàng hóa thành công',
                data: saved(code),
              }),
              { headers: { 'Content-Type': 'application/json' } },
            ),
          ),
      });
    });
  }
  if (url.startsWith('/api/customers/7')) return Promise.resolve(json(customer));
  if (url.startsWith('/api/specifications')) {
    return Promise.resolve(
      json({ rows: [], total: 0, paginate: { paged: 1, limit: 1000, last_page: 1 } }),
    );
  }
  return Promise.resolve(json([]));
}

beforeEach(() => {
  posts = [];
  vi.stubGlobal('fetch', vi.fn(fakeServer));
});
afterEach(() => vi.unstubAllGlobals());

function renderCreateForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/products/create']}>
        <Routes>
          <Route path="/products/create" element={<ProductFormPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: texts.common.create });
}

describe('the goods form', () => {
  it('sends one request for a double click, and keeps the button busy until the reply', async () => {
    const submit = renderCreateForm();
    // Both clicks land before the form has validated once, as a fast double click does.
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({
      name: 'Bưu kiện',
      request_id: expect.stringMatching(UUID),
    });
    await waitFor(() => expect(submit.className).toContain('ant-btn-loading'));

    posts[0]!.reply('2611-16524');
    expect(await screen.findByText(texts.productsForm.code('2611-16524'))).toBeTruthy();
    expect(posts).toHaveLength(1);
  });

  it('sends nothing more for a submit that comes while the first request runs', async () => {
    const submit = renderCreateForm();
    fireEvent.click(submit);
    await waitFor(() => expect(posts).toHaveLength(1));
    // A slower second click, or Enter in a field: the form submits again past the button.
    fireEvent.submit(submit.closest('form')!);
    // Give a stray second submit every chance to reach the network before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posts).toHaveLength(1);
    posts[0]!.reply('2611-16524');
    expect(await screen.findByText(texts.productsForm.code('2611-16524'))).toBeTruthy();
    expect(posts).toHaveLength(1);
  });

  it('sends the next line with a new request id once the first is saved', async () => {
    const submit = renderCreateForm();
    fireEvent.click(submit);
    await waitFor(() => expect(posts).toHaveLength(1));
    posts[0]!.reply('2611-00001');
    await waitFor(() => expect(submit.className).not.toContain('ant-btn-loading'));

    fireEvent.click(submit);
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.body.request_id).toMatch(UUID);
    expect(posts[1]!.body.request_id).not.toBe(posts[0]!.body.request_id);
  });
});
