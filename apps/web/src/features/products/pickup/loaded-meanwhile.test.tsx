import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productsApi } from '@depot/shared/products/products.contract';
import { productListQuerySchema, type Product } from '@depot/shared/products/products.schema';
import { pageOf, productOf } from '../../../test/fake-api';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { refreshAfter } from '../../../lib/refresh-map';
import { productQueries } from '../api/product-queries';
import { LoadedMeanwhile } from './loaded-meanwhile';

// docs/decisions/0013-live-screens-several-servers.md: picked goods another clerk loads meanwhile are named above the pickup form as soon
// as the live change refreshes the goods list, before anyone presses `Lên Hàng`.

afterEach(() => vi.unstubAllGlobals());

const picked = productOf({ id: 42, code: '2611-0042', name: 'Bưu kiện' });
const other = productOf({ id: 43, code: '2611-0043', name: 'Hàng điện tử' });
const loaded = (goods: Product): Product => ({
  ...goods,
  status: true,
  trip: { trip_id: 5, car_id: 9, number_car: '51C-888.01', datetime_from: '2026-11-26' },
});

function ListAndForm({ selected }: { selected: Product[] }) {
  // The goods list on screen: what a live change refreshes (lib/refresh-map.ts).
  useQuery(productQueries.list(productListQuerySchema.parse({})));
  return <LoadedMeanwhile selected={selected} />;
}

describe('LoadedMeanwhile', () => {
  it('names the picked goods another clerk loaded, once the list is refreshed', async () => {
    let rows = [picked, other];
    stubEndpoints([on(productsApi.list, () => pageOf(rows))]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ListAndForm selected={[picked]} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByRole('alert')).toBeNull();

    // Both loaded by someone else; only the picked one concerns this form.
    rows = [loaded(picked), loaded(other)];
    await refreshAfter(client, 'goodsLoaded');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Hàng đã được xếp lên xe 51C-888.01 ngày 26-11-2026 bởi người khác: 2611-0042 Bưu kiện',
    );
    expect(alert.textContent).not.toContain('2611-0043');
    expect(alert.textContent).toContain('Bỏ chọn các hàng này trước khi Lên Hàng.');
  });
});
