// Every list reads a page and its total together, counts at most COUNT_CAP matches, and gives
// the total on a page past the end.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index';
import { specifications, users } from '../src/db/schema/index';
import { systemContext } from '../src/lib/context';
import { COUNT_CAP } from '../src/lib/list-page';
import { listCustomers } from '../src/modules/customers/customers.service';
import { buildCustomer } from './factories';
import { createTestApp, type SignedInTestApp } from './test-app';
import { callEndpoint } from './contract-call';
import { specificationsApi } from '@depot/shared/specifications/specifications.contract';
import { usersApi } from '@depot/shared/users/users.contract';
import { carsApi } from '@depot/shared/cars/cars.contract';

let t: SignedInTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  token = t.token;
});
afterAll(() => t.close());

describe('lists', () => {
  it('read a page and its total in one statement', async () => {
    await buildCustomer(t.db, { full_name: 'Một Câu Lệnh' });
    const statements: string[] = [];
    const traced = drizzle(t.pool, {
      schema,
      logger: { logQuery: (text) => statements.push(text) },
    });
    const page = await listCustomers(systemContext(traced), {
      paged: 1,
      limit: 15,
      full_name: 'mot cau lenh',
      has_debt: false,
    });
    expect(page.total).toBe(1);
    expect(page.rows[0]!.full_name).toBe('Một Câu Lệnh');
    expect(statements).toHaveLength(1);
  });

  it(`count their matches up to ${COUNT_CAP} and no further`, async () => {
    await t.db.execute(
      sql`insert into ${specifications} (name) select 'Quy cách số ' || n from generate_series(1, ${COUNT_CAP + 5}) as n`,
    );
    const res = await callEndpoint(t, specificationsApi.list, { query: { name: 'số' }, token });
    expect(res.status).toBe(200);
    expect(res.data.total).toBe(COUNT_CAP);
    expect(res.data.rows).toHaveLength(15);
    const few = await callEndpoint(t, specificationsApi.list, {
      query: { name: 'số 1000' },
      token,
    });
    // 1000, 10000, and 10000x for x in 1..5.
    expect(few.data.total).toBe(7);
  });

  it('give the total on an empty page past the end, and 0 when nothing matches', async () => {
    const past = await callEndpoint(t, usersApi.list, { query: { paged: '999' }, token });
    expect(past.status).toBe(200);
    expect(past.data.rows).toEqual([]);
    const [live] = await t.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from ${users} where ${users.deleted_at} is null`,
      )
      .then((r) => r.rows);
    expect(past.data.total).toBe(live!.n);
    const none = await callEndpoint(t, carsApi.list, { query: { number_car: 'ZZ999' }, token });
    expect(none.data).toMatchObject({ rows: [], total: 0 });
  });
});
