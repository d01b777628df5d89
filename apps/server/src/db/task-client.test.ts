import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { taskClient } from './task-client';

// A connection ended by PostgreSQL between two queries (the cluster stopping): the task's next
// query fails, the process goes on. A plain pg.Client would throw its `error` event instead.

describe('taskClient', () => {
  it('outlives its connection ended by PostgreSQL: the next query fails, nothing is thrown', async () => {
    const url = `${inject('testServerUrl')}/postgres`;
    const client = taskClient(url);
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    } finally {
      await admin.end();
    }
    // The termination arrives as an error message on the idle connection (57P01).
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(client.query('select 1')).rejects.toThrow();
    await client.end().catch(() => {});
  });
});
