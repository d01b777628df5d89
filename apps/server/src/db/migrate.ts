import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

/**
 * The migrations folder, found upwards from this file so it works both from the sources
 * (src/db) and from the bundled server (dist).
 */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Không tìm thấy thư mục migrations (drizzle/)');
}

export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsFolder() });
  // A migration that rewrites or fills a table leaves the planner without statistics until
  // autovacuum comes by; searches meanwhile pick sequential scans.
  await db.execute(sql`analyze`);
}
