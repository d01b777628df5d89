import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBranch, buildCustomer, buildProduct } from '../../../test/factories';
import { expectTotalsInStep } from '../../../test/kept-totals';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { ProductFilters } from './product-filters.sql';
import { countedByDays } from './products-deep-page.queries';
import { listProducts } from './products-read.queries';
import { filtersOf } from './products.service';
import type { ProductListFilters } from '@depot/shared/products/products.schema';

// A deep page skips whole receive days from the goods kept per day and pair of ends (migration
// 0061): every page it gives must be the page the plain walk gives, for the whole depot, a
// branch, either end and a range of dates, also after goods are deleted, moved to another day
// or sent to another branch.

let t: TestApp;
let ct: number;

beforeAll(async () => {
  t = await createTestApp();
  ct = await buildBranch(t.db);
  const customer = (await buildCustomer(t.db)).id;
  for (let i = 0; i < 36; i++) {
    const day = `2026-11-${String(10 + (i % 6) * 2).padStart(2, '0')}`;
    const made = await buildProduct(t.db, { customer_id: customer, datetime: day });
    const ends = [
      [1, 1],
      [1, ct],
      [ct, 1],
    ][i % 3]!;
    await t.db.execute(sql`update products set origin_branch_id = ${ends[0]},
      destination_branch_id = ${ends[1]} where id = ${made.id}`);
  }
});
afterAll(() => t.close());

const ids = async (filters: ProductFilters, deepFrom: number, limit: number) => {
  const pages: number[][] = [];
  for (let paged = 1; paged <= Math.ceil(40 / limit) + 1; paged++) {
    const { rows } = await listProducts(t.db, filters, { paged, limit, deepFrom });
    pages.push(rows.map((r) => r.id));
  }
  return pages;
};

async function expectSamePages() {
  const cases: ProductFilters[] = [
    { locations: [] },
    { locations: [], branch: ct },
    { locations: [], branch: 1 },
    { locations: [], originBranch: ct },
    { locations: [], destinationBranch: 1, dateFrom: '2026-11-12', dateTo: '2026-11-18' },
  ];
  for (const filters of cases) {
    for (const limit of [1, 5, 7]) {
      const walked = await ids(filters, Number.POSITIVE_INFINITY, limit);
      expect(walked.flat().length).toBeGreaterThan(0);
      expect(await ids(filters, 0, limit)).toEqual(walked);
    }
  }
}

describe('a deep page of the goods list', () => {
  it('skips whole days and gives the pages the walk gives', async () => {
    await expectSamePages();
    await expectTotalsInStep(t.db);
  });

  it('still does after goods are deleted, moved to another day or sent to another branch', async () => {
    await t.db.execute(sql`update products set deleted_at = now()
      where id in (select id from products order by id limit 3)`);
    await t.db.execute(sql`update products set datetime = '2026-11-21'
      where id in (select id from products order by id offset 5 limit 4)`);
    await t.db.execute(sql`update products set destination_branch_id = ${ct}
      where id in (select id from products order by id desc limit 5)`);
    await expectSamePages();
    await expectTotalsInStep(t.db);
  });

  it('is used only for the filters the kept days count', () => {
    // As the list's query gives them: an address with nothing chosen is no filter.
    const plain = { paged: 5000, limit: 60, location: [] } as unknown as ProductListFilters;
    expect(countedByDays(filtersOf(plain, 2))).toBe(true);
    expect(countedByDays(filtersOf({ ...plain, province_id: 79 }, null))).toBe(false);
    expect(countedByDays(filtersOf({ ...plain, customer: 'an' }, null))).toBe(false);
    expect(countedByDays({ locations: [], branch: 2, dateFrom: '2026-11-01' })).toBe(true);
    expect(countedByDays({ locations: [], customerId: 3 })).toBe(false);
    expect(countedByDays({ locations: [], stage: 'arrived' })).toBe(false);
    expect(countedByDays({ locations: [{ province: 79 } as never] })).toBe(false);
  });
});
