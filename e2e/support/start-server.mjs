// Starts the built server on a fresh data folder that is removed when it stops.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'depot-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = 'warn';
// Cheap password hashing for the accounts every journey makes (apps/server/src/lib/password.ts).
process.env.PASSWORD_HASH_COST = 'test';
// A second copy of the backups, as a depot should have (docs/decisions/0011-backups.md): without
// it every admin screen says so, which the journeys of other screens do not look at.
process.env.BACKUP_DIR = path.join(dataDir, 'second-copy');
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await import(pathToFileURL(path.resolve('apps/server/dist/server.js')).href);
