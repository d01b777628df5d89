import { describe, expect, it } from 'vitest';
import { resourceQueries } from './resource-queries';

const page = { rows: [], total: 0, paginate: { paged: 1, limit: 15, last_page: 1 } };
const cars = resourceQueries<{ paged: number }, never, string>('cars', {
  list: async () => page,
  detail: async (id) => `car ${id}`,
});

describe('resourceQueries', () => {
  it('keys every query of a resource under its name', () => {
    expect(cars.all()).toEqual(['cars']);
    expect(cars.list({ paged: 2 }).queryKey).toEqual(['cars', 'list', { paged: 2 }]);
    expect(cars.detail('5').queryKey).toEqual(['cars', 'detail', '5']);
  });
});
