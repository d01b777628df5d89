import { lineMoney } from '@depot/shared/payments/line-money.rules';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { vi } from 'vitest';
import type { Page } from '@depot/shared/api/envelope';
import type { Product, ProductCount } from '@depot/shared/products/products.schema';
import { ProductsListPage } from './products-list-page';

const customer = {
  id: 7,
  full_name: 'Nguyễn Văn An',
  phone: '0903123456',
  number_house: '12 Lê Lợi',
  province_id: { id: 79, name: 'Hồ Chí Minh', type: 'Thành phố Trung ương' },
  district_id: { id: 760, name: '1', type: 'Quận' },
  ward_id: { id: 26740, name: 'Bến Nghé', type: 'Phường' },
  // An address of the old list (with a district), none replaced by a conversion.
  address_version: 1 as const,
  old_address: null,
};

/** A whole goods line as GET /products gives it (callApi checks replies against the contract). */
export function goods(id: number, overrides: Partial<Product> = {}): Product {
  const line = {
    id,
    code: `2611-${String(id).padStart(4, '0')}`,
    customer_id: customer.id,
    customer,
    name: `Bưu kiện ${id}`,
    price: 50_000,
    quantity: 2,
    total_weight: 10,
    price_type: 'package' as const,
    is_total_money: false,
    specification_id: null,
    is_paid: false,
    status: false,
    trip: null,
    datetime: '2026-11-20',
    product_type: null,
    product_parent_id: null,
    year_create: 2026,
    month_create: 11,
    order: id,
    suffix: null,
    origin_branch_id: 1,
    destination_branch_id: 1,
    stage: 'received' as const,
    sender: null,
    freight_payer: 'receiver' as const,
    cod_amount: 0,
    cod_collected: 0,
    cod_due: 0,
    arrived_at: null,
    amount: 100_000,
    created_by: 1,
    created_at: '2026-11-20T01:00:00.000Z',
    updated_at: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
  // The money figures follow the flag unless the test gives them (a part-paid line).
  const money = lineMoney(line.amount, line.is_paid ? line.amount : 0, line.is_paid);
  return {
    ...line,
    collected: line.collected ?? money.collected,
    due: line.due ?? money.due,
    paid_state: line.paid_state ?? money.paid_state,
  };
}

export function goodsPage(rows: Product[], total = rows.length, limit = 60): Page<Product> {
  return { rows, total, paginate: { paged: 1, limit, last_page: Math.ceil(total / limit) || 1 } };
}

export const json = (data: unknown, status = 200, message = 'Thành công') =>
  new Response(JSON.stringify({ status: status < 400, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

type FakeDepot = {
  /** GET /products for its query (the list's page and the code lookup alike). */
  list: (query: URLSearchParams) => Page<Product>;
  /** GET /products/count: the totals, or a reply of its own (an error, one that never comes). */
  count?: (query: URLSearchParams) => ProductCount | Promise<Response>;
};

/** fetch answering the goods list's calls; anything else is a 404 the test would notice. */
export function stubGoodsServer(depot: FakeDepot) {
  const fake = vi.fn((input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input), 'http://depot.test');
    if (url.pathname === '/api/products')
      return Promise.resolve(json(depot.list(url.searchParams)));
    if (url.pathname === '/api/products/count' && depot.count) {
      const totals = depot.count(url.searchParams);
      return totals instanceof Promise ? totals : Promise.resolve(json(totals));
    }
    if (url.pathname === '/api/location/customer') return Promise.resolve(json([]));
    return Promise.resolve(json(null, 404, 'Không tìm thấy'));
  });
  vi.stubGlobal('fetch', fake);
  return fake;
}

/** The queries fetch was called with for a path (`/api/products`, `/api/products/count`). */
export function requestsTo(fake: ReturnType<typeof stubGoodsServer>, path: string) {
  return fake.mock.calls
    .map(([input]) => new URL(String(input), 'http://depot.test'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}

function Where() {
  const location = useLocation();
  return <output aria-label="url">{location.pathname + location.search}</output>;
}

function EditPage() {
  return <h1>Sửa hàng {useParams().id}</h1>;
}

/** The goods list at `url`, with the edit page it may open and the URL shown in `output`. */
export function renderGoodsList(url = '/products') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {/* No motion: jsdom never ends an animation, so a closed popup would stay in the page. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/products" element={<ProductsListPage />} />
              <Route path="/products/update/:id" element={<EditPage />} />
            </Routes>
            <Where />
          </MemoryRouter>
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}
