import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueries } from '../features/auth/api/get-user-info';
import { productQueries } from '../features/products/api/product-queries';
import { readProductListQuery } from '../features/products/list/use-product-list-params';
import { prefetchFirstScreen } from './prefetch-first-screen';

/** The requests made, answered never: only what is asked and under which key matters here. */
function watchFetch() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
}
const requested = (fetch: ReturnType<typeof watchFetch>) =>
  fetch.mock.calls.map(([input]) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://depot');
    return `${url.pathname}${url.search}`;
  });

afterEach(() => vi.restoreAllMocks());

describe('prefetchFirstScreen (docs/speed.md)', () => {
  it('asks the goods list of the URL and the user under the screens’ own keys', async () => {
    const fetch = watchFetch();
    const client = new QueryClient();
    const search = '?customer=an&paged=2&limit=100';
    prefetchFirstScreen(client, 'the-token', { pathname: '/products', search });

    const query = readProductListQuery(new URLSearchParams(search));
    for (const key of [
      productQueries.list(query).queryKey,
      sessionQueries.user('the-token').queryKey,
    ])
      expect(
        client.getQueryCache().find({ queryKey: key, exact: true }),
        String(key),
      ).toBeDefined();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const urls = requested(fetch);
    expect(urls.find((url) => url.startsWith('/api/products?'))).toMatch(/customer=an/);
    expect(urls.find((url) => url.startsWith('/api/products?'))).toMatch(/paged=2/);
    expect(urls).toContain('/api/users/info');
    expect(urls).not.toContain('/api/location/customer');
  });

  it('asks only the user on another screen, and nothing without a stored token', async () => {
    const fetch = watchFetch();
    prefetchFirstScreen(new QueryClient(), null, { pathname: '/products', search: '' });
    prefetchFirstScreen(new QueryClient(), 'the-token', { pathname: '/customers', search: '' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(requested(fetch)).toEqual(['/api/users/info']);
  });

  it('asks nothing for the static receipt template /in, which makes no call (spec 2 §2.10)', async () => {
    const fetch = watchFetch();
    const client = new QueryClient();
    prefetchFirstScreen(client, 'the-token', { pathname: '/in', search: '' });
    prefetchFirstScreen(client, 'the-token', { pathname: '/in/', search: '' });
    // A later screen's request shows the prefetches have run: /in's would have come before it.
    prefetchFirstScreen(new QueryClient(), 'the-token', { pathname: '/customers', search: '' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(requested(fetch)).toEqual(['/api/users/info']);
  });
});
