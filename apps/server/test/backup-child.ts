/**
 * A process that makes one backup and nothing else, for the test that kills it mid-way
 * (backup-kill.test.ts): `node --import tsx backup-child.ts <database url> <folder>`.
 */
import pg from 'pg';
import { writeBackup } from '../src/modules/backups/backup-writer';

const [url, dir] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 2 });
await writeBackup(pool, { dir: dir!, kind: 'manual' });
await pool.end();
