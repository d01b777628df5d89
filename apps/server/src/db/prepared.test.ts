import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { executeNamed } from './prepared';

// Named statements of hot paths (the public tracking): planned once per connection.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('executeNamed', () => {
  it('answers as a plain statement would, with its parameters, run after run', async () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      const rows = await executeNamed<{ n: number; s: string }>(
        t.db,
        'prepared_test_echo',
        sql`select ${n}::int as n, ${`số ${n}`}::text as s`,
      );
      expect(rows).toEqual([{ n, s: `số ${n}` }]);
    }
  });

  it('runs inside the caller’s transaction, never on another connection of the pool', async () => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local application_name = 'named-in-tx'`);
      const rows = await executeNamed<{ name: string }>(
        tx,
        'prepared_test_app_name',
        sql`select current_setting('application_name') as name`,
      );
      expect(rows).toEqual([{ name: 'named-in-tx' }]);
    });
  });
});
