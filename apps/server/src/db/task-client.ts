import pg from 'pg';

/**
 * A connection of its own, outside the pool, for one task (a backup, a restore's check, the
 * start-up lock). PostgreSQL may end it between two queries (the cluster stopping: 57P01): with
 * no listener that `error` event would end the whole process, so it is heard here and the task
 * learns of it from its next query, which fails.
 */
export function taskClient(config: string | pg.ClientConfig): pg.Client {
  const client = new pg.Client(typeof config === 'string' ? { connectionString: config } : config);
  client.on('error', () => {});
  return client;
}
