import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { carListQuerySchema } from '@depot/shared/cars/cars.schema';
import {
  CUSTOMER_PAGE_SIZES,
  customerListQuerySchema,
} from '@depot/shared/customers/customers.schema';
import { userListQuerySchema } from '@depot/shared/users/users.schema';
import { readListQuery, useListState, type ListStateOptions } from './use-list-state';

const CUSTOMER_OPTIONS: ListStateOptions<typeof customerListQuerySchema> = {
  pageSizes: CUSTOMER_PAGE_SIZES,
  dependents: { province_id: ['district_id', 'ward_id'], district_id: ['ward_id'] },
};
const USER_OPTIONS: ListStateOptions<typeof userListQuerySchema> = { pageAlwaysInUrl: true };

function renderAt<T>(url: string, hook: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  const { result } = renderHook(() => ({ state: hook(), location: useLocation() }), { wrapper });
  return result;
}

describe('readListQuery', () => {
  it('reads page and filters through the shared schema, each bad field at its default', () => {
    const params = new URLSearchParams('paged=abc&limit=0&number_car=%2051c%20');
    expect(readListQuery(carListQuerySchema, params)).toEqual({
      paged: 1,
      limit: 15,
      number_car: '51c',
    });
    expect(readListQuery(carListQuerySchema, new URLSearchParams('paged=3&limit=30'))).toEqual({
      paged: 3,
      limit: 30,
      number_car: undefined,
    });
  });

  it('keeps only the page sizes a person can pick and drops a level without its parent', () => {
    const query = readListQuery(
      customerListQuerySchema,
      new URLSearchParams('limit=20&district_id=5&ward_id=7&full_name=%20%20'),
      CUSTOMER_OPTIONS,
    );
    expect(query).toMatchObject({ paged: 1, limit: 50, full_name: undefined });
    expect(query.district_id).toBeUndefined();
    expect(query.ward_id).toBeUndefined();
    const nested = readListQuery(
      customerListQuerySchema,
      new URLSearchParams('limit=30&province_id=79&district_id=760&ward_id=26734'),
      CUSTOMER_OPTIONS,
    );
    expect(nested).toMatchObject({ limit: 30, province_id: 79, district_id: 760, ward_id: 26734 });
  });
});

describe('useListState', () => {
  it('writes a filter, goes back to page 1, and leaves defaults out of the URL', () => {
    const result = renderAt('/cars?paged=3', () => useListState(carListQuerySchema));
    act(() => result.current.state.setFilter('number_car', '  51C '));
    expect(result.current.location.search).toBe('?number_car=51C');
    expect(result.current.state.query).toEqual({ paged: 1, limit: 15, number_car: '51C' });
    act(() => result.current.state.setPage(2));
    expect(result.current.location.search).toBe('?number_car=51C&paged=2');
    act(() => result.current.state.setFilter('number_car', ''));
    expect(result.current.location.search).toBe('');
  });

  it('starts a new page size from page 1 and clears the levels under a changed one', () => {
    const result = renderAt('/customers?province_id=79&district_id=760&ward_id=1&paged=4', () =>
      useListState(customerListQuerySchema, CUSTOMER_OPTIONS),
    );
    act(() => result.current.state.setPage(4, 30));
    expect(result.current.state.query).toMatchObject({ paged: 1, limit: 30, ward_id: 1 });
    act(() => result.current.state.setFilter('province_id', 79));
    expect(result.current.state.query.district_id).toBe(760);
    act(() => result.current.state.setFilter('province_id', 1));
    expect(result.current.location.search).toBe('?province_id=1&limit=30');
    act(() => result.current.state.setPage(1, 50));
    expect(result.current.location.search).toBe('?province_id=1');
  });

  it('keeps the page in the URL where the list always showed it', () => {
    const result = renderAt('/users?paged=2', () =>
      useListState(userListQuerySchema, USER_OPTIONS),
    );
    expect(result.current.state.query).toEqual({ paged: 2, limit: 10 });
    act(() => result.current.state.setPage(1));
    expect(result.current.location.search).toBe('?paged=1&limit=10');
  });
});
