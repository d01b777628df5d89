import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../../db/migrate';
import { BACKUP_MESSAGES, BackupError, type BackupHeader } from './backup-format';

type JournalEntry = {
  idx: number;
  when: number;
  tag: string;
  version: string;
  breakpoints: boolean;
};
type Journal = { version: string; dialect: string; entries: JournalEntry[] };

/** drizzle-kit's journal of this app's migrations, in the order they run. */
export async function readJournal(folder = migrationsFolder()): Promise<Journal> {
  return JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The tag of the migration drizzle recorded at `createdAt` (its journal `when`). */
export function tagOf(journal: Journal, createdAt: number | undefined): string | null {
  if (createdAt === undefined) return null;
  return journal.entries.find((e) => e.when === createdAt)?.tag ?? null;
}

/**
 * How many of this app's migrations the backup's data is at. The file's migrations must be the
 * first ones of our journal: one we do not know means a newer app made it. They are matched by
 * the journal's `when`, which drizzle records as created_at; the hash is of the SQL file's
 * bytes, which a checkout that rewrites line endings changes without changing the migration.
 */
export function levelOf(header: BackupHeader, journal: Journal): number {
  const ours = journal.entries.map((e) => e.when);
  const theirs = header.migrations.map((m) => m.created_at).sort((a, b) => a - b);
  theirs.forEach((when, i) => {
    if (ours[i] !== when) throw new BackupError(BACKUP_MESSAGES.newer);
  });
  return theirs.length;
}

/**
 * A copy of the migrations folder holding only the first `count` entries of the journal, for
 * drizzle's migrator (which runs every entry it is given) to bring a new database to the level
 * of an older backup. Removed by the returned function.
 */
export async function migrationsUpTo(
  count: number,
  folder = migrationsFolder(),
): Promise<{ folder: string; remove: () => Promise<void> }> {
  const journal = await readJournal(folder);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'depot-migrations-'));
  try {
    const entries = journal.entries.slice(0, count);
    await mkdir(path.join(dir, 'meta'));
    await writeFile(
      path.join(dir, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries }, null, 2),
    );
    for (const e of entries) {
      await copyFile(path.join(folder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { folder: dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Journal entries not yet applied to a database whose applied migrations are `applied`. */
export function pendingOf(journal: Journal, applied: { created_at: number }[]): JournalEntry[] {
  // drizzle's migrator runs every entry newer than the last one recorded, and so do we.
  const last = applied.reduce((max, m) => Math.max(max, m.created_at), -Infinity);
  return journal.entries.filter((e) => e.when > last);
}
