import { startEmbeddedPostgres } from '../src/db/embedded';
const db = await startEmbeddedPostgres('/tmp/b3data', (m) => console.error(m));
console.log('URL', db.url);
process.on('SIGTERM', async () => { await db.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
