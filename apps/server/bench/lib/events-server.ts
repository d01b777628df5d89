/**
 * The server of the events bench (bench/events.ts) in a process of its own, so the memory it
 * reports is the server's alone, not the bench's 200 readers. Started with IPC: it sends
 * `{ port }` once listening, answers `'rss'` with its memory, and closes on `'stop'`.
 */
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';

const url = process.env.BENCH_DATABASE_URL;
if (!url || !process.send) throw new Error('events-server: BENCH_DATABASE_URL and IPC needed');
const database = openDatabase(url);
const app = await buildApp({ db: database.db });
await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ port: (app.server.address() as { port: number }).port });
process.on('message', (message) => {
  if (message === 'rss') {
    const { rss, heapUsed } = process.memoryUsage();
    process.send!({ rss, heapUsed });
  } else if (message === 'stop') {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  }
});
