import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateResource, resourceQueries } from './resource-queries';

const page = { rows: [], total: 0, paginate: { paged: 1, limit: 15, last_page: 1 } };
const things = resourceQueries<{ paged: number }, never, string>('things', {
  list: async () => page,
  detail: async (id) => `thing ${id}`,
});

describe('resourceQueries', () => {
  it('keys every query of a resource under its name', () => {
    expect(things.all()).toEqual(['things']);
    expect(things.list({ paged: 2 }).queryKey).toEqual(['things', 'list', { paged: 2 }]);
    expect(things.detail('5').queryKey).toEqual(['things', 'detail', '5']);
  });

  it('invalidates lists and pickers after a write, never the detail a form is filled from', async () => {
    const client = new QueryClient();
    await client.prefetchQuery(things.list({ paged: 1 }));
    client.setQueryData(['things', 'picker', 'an'], []);
    client.setQueryData(things.detail('5').queryKey, 'thing 5');
    client.setQueryData(['others', 'list'], []);
    await invalidateResource(client, things);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(things.list({ paged: 1 }).queryKey)).toBe(true);
    expect(stale(['things', 'picker', 'an'])).toBe(true);
    expect(stale(things.detail('5').queryKey)).toBe(false);
    expect(stale(['others', 'list'])).toBe(false);
  });
});
