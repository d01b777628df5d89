import { QueryClient } from '@tanstack/react-query';
import { carsApi } from '@depot/shared/cars/cars.contract';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReplyMismatchError } from './api-call';
import { resourceQueries } from './resource-queries';

const car = {
  id: 5,
  number_car: '51C-123.45',
  driver_name: 'Tư',
  total_weight: 8000,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};
const page = { rows: [car], total: 1, paginate: { paged: 2, limit: 15, last_page: 2 } };

const cars = resourceQueries('cars', { list: carsApi.list, detail: carsApi.get });
const customers = resourceQueries('customers', {
  list: customersApi.list,
  detail: customersApi.get,
  send: (query) => ({ ...query, has_debt: true }),
});

let urls: string[];
let data: unknown;

beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      urls.push(String(input));
      return Promise.resolve(
        new Response(JSON.stringify({ status: true, message: '', data }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('resourceQueries', () => {
  it('keys every query of a resource under its name', () => {
    expect(cars.all()).toEqual(['cars']);
    expect(cars.list({ paged: 2, limit: 15 }).queryKey).toEqual([
      'cars',
      'list',
      { paged: 2, limit: 15 },
    ]);
    expect(cars.detail('5').queryKey).toEqual(['cars', 'detail', '5']);
  });

  it("reads a page and a row through the resource's endpoints", async () => {
    data = page;
    const rows = await client().fetchQuery(cars.list({ paged: 2, limit: 15, number_car: '51C' }));
    expect(urls[0]).toBe('/api/cars?paged=2&limit=15&number_car=51C');
    expect(rows.rows[0]!.number_car).toBe('51C-123.45');

    data = car;
    const one = await client().fetchQuery(cars.detail('5'));
    expect(urls[1]).toBe('/api/cars/5');
    expect(one.driver_name).toBe('Tư');
  });

  it('sends what `send` makes of the query, and keys by the query itself', async () => {
    data = { rows: [], total: 0, paginate: { paged: 1, limit: 50, last_page: 1 } };
    const options = customers.list({ paged: 1, limit: 50, has_debt: false, full_name: 'An' });
    await client().fetchQuery(options);
    expect(urls[0]).toBe('/api/customers?paged=1&limit=50&has_debt=true&full_name=An');
    expect(options.queryKey[2].has_debt).toBe(false);
  });

  it('refuses a row that breaks the contract', async () => {
    data = { ...car, total_weight: 'nặng' };
    await expect(client().fetchQuery(cars.detail('5'))).rejects.toBeInstanceOf(ReplyMismatchError);
  });
});
