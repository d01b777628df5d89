import { formatLocationGroup } from '@depot/shared/products/location-groups';
import { PRODUCT_COUNT_CAP } from '@depot/shared/products/products.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, products } from '../../db/schema/index';
import { systemContext } from '../../lib/context';
import { listDistricts, listWards } from '../locations/locations.service';
import { buildCustomer, buildProduct } from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { customerMatch, productWhere } from './product-filters.sql';
import { callEndpoint } from '../../../test/contract-call';
import { productsApi } from '@depot/shared/products/products.contract';

// GET /api/products: number filters with each operator at its boundary, address filters, and
// the indexes behind the name filters.
let t: SignedInTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  token = t.token;
});
afterAll(() => t.close());

async function ids(query: string): Promise<number[]> {
  const res = await call(t, { url: `/api/products?${query}`, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.rows.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b);
}

describe('number filters', () => {
  let owner: number;
  let low: number, mid: number, high: number;
  beforeAll(async () => {
    owner = (await buildCustomer(t.db)).id;
    const c = { customer_id: owner };
    // amounts: 10 × 1.5 = 15; 20 × 2.25 = 45 (45); 30 × 3 = 90
    low = (await buildProduct(t.db, { ...c, price: 10, quantity: 1, total_weight: 1.5 })).id;
    mid = (await buildProduct(t.db, { ...c, price: 20, quantity: 2, total_weight: 2.25 })).id;
    high = (await buildProduct(t.db, { ...c, price: 30, quantity: 3, total_weight: 3 })).id;
  });

  const cases: [string, string, () => number[]][] = [
    ['>', '20', () => [high]],
    ['>=', '20', () => [mid, high]],
    ['=', '20', () => [mid]],
    ['<', '20', () => [low]],
    ['<=', '20', () => [low, mid]],
  ];
  it.each(cases)('price %s %s at the boundary', async (op, value, expected) => {
    const q = `customer_id=${owner}&price=${value}&price_op=${encodeURIComponent(op)}`;
    expect(await ids(q)).toEqual(expected());
  });

  it.each(cases)('quantity %s 2 at the boundary', async (op, _value, expected) => {
    expect(
      await ids(`customer_id=${owner}&quantity=2&quantity_op=${encodeURIComponent(op)}`),
    ).toEqual(expected());
  });

  it.each(cases)('total weight %s 2.25 at the boundary', async (op, _value, expected) => {
    const q = `customer_id=${owner}&total_weight=2.25&total_weight_op=${encodeURIComponent(op)}`;
    expect(await ids(q)).toEqual(expected());
  });

  it.each(cases)('line amount %s 45 at the boundary', async (op, _value, expected) => {
    expect(await ids(`customer_id=${owner}&amount=45&amount_op=${encodeURIComponent(op)}`)).toEqual(
      expected(),
    );
  });

  it('uses >= when no operator is given, and combines filters', async () => {
    expect(await ids(`customer_id=${owner}&price=20`)).toEqual([mid, high]);
    expect(await ids(`customer_id=${owner}&price=20&quantity=3`)).toEqual([high]);
    expect(await ids(`customer_id=${owner}&price=0`)).toEqual([low, mid, high]);
  });

  it('refuses an unknown operator or a value that is no number, naming the field', async () => {
    // An operator the query's type does not have, on purpose: sent by hand.
    const bad = await call(t, { url: '/api/products?price=1&price_op=!=', token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ price_op: 'Phép so sánh của đơn giá không hợp lệ' });
    const word = await callEndpoint(t, productsApi.list, { query: { quantity: 'abc' }, token });
    expect(word.errors).toEqual({ quantity: 'Số lượng phải là một số' });
  });
});

describe('address filters', () => {
  const made: Record<string, number> = {};
  let d1: number, d2: number, w1: number, w2: number;
  beforeAll(async () => {
    const ctx = systemContext(t.db);
    [d1, d2] = (await listDistricts(ctx, 79)).slice(0, 2).map((d) => d.id) as [number, number];
    [w1, w2] = (await listWards(ctx, d1)).slice(0, 2).map((w) => w.id) as [number, number];
    const w3 = (await listWards(ctx, d2))[0]!.id;
    const at = async (key: string, address: object) => {
      const customer = await buildCustomer(t.db, { full_name: `Địa Chỉ ${key}`, ...address });
      made[key] = (await buildProduct(t.db, { customer_id: customer.id, name: 'Hàng địa chỉ' })).id;
    };
    await at('w1', { province_id: 79, district_id: d1, ward_id: w1 });
    await at('w2', { province_id: 79, district_id: d1, ward_id: w2 });
    await at('d2', { province_id: 79, district_id: d2, ward_id: w3 });
    await at('hanoi', { province_id: 1 });
  });
  const sorted = (...keys: string[]) => keys.map((k) => made[k]!).sort((a, b) => a - b);
  const of = (q: string) => ids(`name=hang%20dia%20chi&${q}`);

  it('filters by the customer province, district and ward', async () => {
    expect(await of('province_id=79')).toEqual(sorted('w1', 'w2', 'd2'));
    expect(await of(`district_id=${d1}`)).toEqual(sorted('w1', 'w2'));
    expect(await of(`ward_id=${w2}`)).toEqual(sorted('w2'));
    expect(await of('province_id=1')).toEqual(sorted('hanoi'));
  });

  it('matches one address group, down to the ward', async () => {
    const group = formatLocationGroup({ province_id: 79, district_id: d1, ward_id: w1 });
    expect(await of(`location=${group}`)).toEqual(sorted('w1'));
  });

  it('matches any of several groups', async () => {
    expect(await of(`location=79.${d1}.${w2}&location=1`)).toEqual(sorted('w2', 'hanoi'));
    expect(await of(`location=79.${d2}&location=79.${d1}.${w1}`)).toEqual(sorted('w1', 'd2'));
  });

  it('lets a group stop at the province or the district', async () => {
    expect(await of('location=79')).toEqual(sorted('w1', 'w2', 'd2'));
    expect(await of(`location=79.${d1}`)).toEqual(sorted('w1', 'w2'));
  });

  it('refuses a group that is not province.district.ward', async () => {
    const res = await callEndpoint(t, productsApi.list, { query: { location: '79..1' }, token });
    expect(res.status).toBe(400);
    expect(Object.values(res.errors ?? {})).toEqual(['Nhóm địa chỉ không hợp lệ']);
  });
});

describe('indexes behind the name filters', () => {
  // Enough rows for the planner to choose as it would on a depot's data (tiny tables are read
  // whole, rightly): 3 000 customers and 30 000 goods with varied names, then ANALYZE.
  beforeAll(async () => {
    await t.db.execute(sql`
      insert into customers (full_name, phone, number_house, province_id, district_id, ward_id)
      select 'Khách ' || md5(i::text), '0900000000', '', a.province_id, a.district_id, a.ward_id
      from generate_series(1, 3000) i, (select province_id, district_id, ward_id from customers limit 1) a`);
    // The goods' triggers keep totals that no query here reads (0025, 0027, 0030): off for
    // this insert, which then takes a few seconds instead of 25 on a loaded machine.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        with c as (select array_agg(id) as ids from customers)
        insert into products (customer_id, name, price, quantity, total_weight, price_type,
                              datetime, year_create, month_create, "order")
        select c.ids[1 + i % array_length(c.ids, 1)], 'Hàng ' || md5(i::text), 1000, 1, 1, 'package',
               '2040-01-01', 2040, 1, i
        from generate_series(1, 30000) i, c`);
    });
    // VACUUM also moves the new rows out of the GIN pending lists, as autovacuum would.
    await t.db.execute(sql`vacuum analyze customers`);
    await t.db.execute(sql`vacuum analyze products`);
  }, 150_000);

  async function plan(where: ReturnType<typeof productWhere>): Promise<string> {
    const query = t.db.select({ id: products.id }).from(products).where(where).toSQL();
    const res = await t.pool.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, query.params);
    return res.rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  it('serves the goods name with products_name_trgm and the customer with its trigram index', async () => {
    expect(await plan(productWhere({ nameFolded: 'a1b2c', locations: [] }))).toContain(
      'products_name_trgm',
    );
    // Many matching customers: the goods query keeps the subquery over customers.
    expect(await plan(productWhere({ customerFolded: 'khach 9f8e7', locations: [] }))).toContain(
      'customers_full_name_trgm',
    );
    // Few: they are looked up first, by the same index.
    const lookup = t.db
      .select({ id: customers.id })
      .from(customers)
      .where(customerMatch({ customerFolded: 'khach 9f8e7', locations: [] }))
      .toSQL();
    const res = await t.pool.query<{ 'QUERY PLAN': string }>(
      `explain ${lookup.sql}`,
      lookup.params,
    );
    expect(res.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('customers_full_name_trgm');
  });

  it('serves the note with products_note_trgm, over its stored fold', async () => {
    expect(await plan(productWhere({ noteFolded: 'a1b2c', locations: [] }))).toContain(
      'products_note_trgm',
    );
  });

  it(`counts the list up to ${PRODUCT_COUNT_CAP}; a deeper page says at least how many it saw`, async () => {
    const first = await callEndpoint(t, productsApi.list, {
      query: { name: 'hang', limit: 100 },
      token,
    });
    expect(first.data.total).toBe(PRODUCT_COUNT_CAP);
    const deep = await callEndpoint(t, productsApi.list, {
      query: { name: 'hang', limit: 100, paged: 150 },
      token,
    });
    expect(deep.data.rows).toHaveLength(100);
    expect(deep.data.total).toBe(150 * 100);
    // The page's ids are selected first and joined after: the same lines, in the same order.
    const { rows } = await t.db.execute<{ id: number }>(sql`
      select id from products where deleted_at is null and name_folded like '%hang%'
      order by datetime desc, id desc limit 100 offset 14900`);
    expect(deep.data.rows.map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });

  it('filters by customer name alike with few or many matching customers', async () => {
    for (const keyword of ['khach', 'khach 1']) {
      const { rows } = await t.db.execute<{ n: number }>(sql`
        select count(*)::int as n from products p join customers c on c.id = p.customer_id
        where p.deleted_at is null and c.full_name_folded like ${`%${keyword}%`}`);
      const res = await callEndpoint(t, productsApi.list, {
        query: { customer: keyword },
        token,
      });
      expect(res.data.total).toBe(Math.min(rows[0]!.n, PRODUCT_COUNT_CAP));
      expect(rows[0]!.n).toBeGreaterThan(0);
    }
  });
});
