import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useProductListParams } from './use-product-list-params';

function renderAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  const { result } = renderHook(
    () => ({ state: useProductListParams(), location: useLocation() }),
    {
      wrapper,
    },
  );
  return result;
}

describe('useProductListParams', () => {
  it('reads every filter and the repeatable address groups from the URL', () => {
    const result = renderAt(
      '/products?customer=an&price=50000&price_op=%3E&status=false&location=79.760.26740&location=1.1&location=x&paged=2&limit=30',
    );
    const { query } = result.current.state;
    expect(query).toMatchObject({
      customer: 'an',
      price: 50000,
      price_op: '>',
      quantity_op: '>=',
      status: false,
      paged: 2,
      limit: 30,
    });
    // A group the schema refuses drops them all, as a bad field falls back to its default.
    expect(query.location).toEqual([]);
    const good = renderAt('/products?location=79.760.26740&location=1.1');
    expect(good.current.state.query.location).toEqual([
      { province_id: 79, district_id: 760, ward_id: 26740 },
      { province_id: 1, district_id: 1 },
    ]);
  });

  it('sets a number and its operator in one step, from page 1', () => {
    const result = renderAt('/products?paged=3&name=gao');
    act(() => result.current.state.setFilters({ amount: 100000, amount_op: '<' }));
    const params = new URLSearchParams(result.current.location.search);
    expect(Object.fromEntries(params)).toEqual({ name: 'gao', amount: '100000', amount_op: '<' });
  });

  it('clears the lower address levels when a level changes, unless given with it', () => {
    const result = renderAt('/products?province_id=79&district_id=760&ward_id=26740');
    act(() => result.current.state.setFilter('province_id', 1));
    expect(result.current.location.search).toBe('?province_id=1');
    act(() =>
      result.current.state.setFilters({ province_id: 79, district_id: 760, ward_id: 26740 }),
    );
    expect(result.current.state.query).toMatchObject({
      province_id: 79,
      district_id: 760,
      ward_id: 26740,
    });
  });

  it('writes address groups as repeated location params and clears filters but the page size', () => {
    const result = renderAt('/products?limit=100&name=gao&paged=4');
    act(() =>
      result.current.state.setLocations([
        { province_id: 79, district_id: 760, ward_id: 26740 },
        { province_id: 1 },
      ]),
    );
    const params = new URLSearchParams(result.current.location.search);
    expect(params.getAll('location')).toEqual(['79.760.26740', '1']);
    expect(params.get('paged')).toBeNull();
    expect(result.current.state.hasFilters).toBe(true);
    act(() => result.current.state.clearFilters());
    expect(result.current.location.search).toBe('?limit=100');
    expect(result.current.state.hasFilters).toBe(false);
  });
});
