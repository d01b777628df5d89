import { readdir, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { BackupScheduler } from '../src/modules/backups/backup-schedule';
import { takeBackupTurn } from '../src/modules/backups/backup-turn';
import { dropDatabases, newDatabase, openUrl, tempDir } from './backup-support';

// docs/decisions/0011-backups.md: the scheduled backups when several servers share one database: each slot is backed
// up once, by whichever takes its advisory lock first.

const depot = (text: string) => new Date(`${text}+07:00`);
const schedule = { hours: { from: 6, to: 22 }, nightlyHour: 23 };

let dir: string;
let db: { name: string; url: string };
let handles: DatabaseHandle[];
let schedulers: BackupScheduler[];
/** The servers' clock, set by each step. */
let clock = new Date();

beforeAll(async () => {
  dir = await tempDir();
  db = await newDatabase();
  handles = [openUrl(db.url), openUrl(db.url)];
});
afterAll(async () => {
  await Promise.all(schedulers.map((s) => s.stop()));
  await Promise.all(handles.map((h) => h.close()));
  await dropDatabases(db.name);
  await rm(dir, { recursive: true, force: true });
});

const backups = async () => (await readdir(dir)).filter((n) => n.endsWith('.backup')).sort();

describe('scheduled backups on one database shared by two servers', () => {
  it('make each slot once, whichever server comes first or late', async () => {
    clock = depot('2026-06-15T10:00:01');
    schedulers = handles.map(
      (h) =>
        new BackupScheduler({
          url: db.url,
          pool: h.pool,
          place: { dir },
          schedule,
          log: () => {},
          now: () => clock,
        }),
    );
    const [a, b] = schedulers as [BackupScheduler, BackupScheduler];
    const ten = { at: depot('2026-06-15T10:00:00'), nightly: false };
    const results = await Promise.all([a.runSlot(ten), b.runSlot(ten)]);
    expect(results.sort()).toEqual(['done', 'skipped']);
    expect(await backups()).toEqual(['depot-20260615-100001-hourly.backup']);
    // A server whose timer fires late, after the first has finished: still taken.
    expect(await b.runSlot(ten)).toBe('skipped');
    expect(await a.runSlot(ten)).toBe('skipped');

    clock = depot('2026-06-15T11:00:02');
    const eleven = { at: depot('2026-06-15T11:00:00'), nightly: false };
    const next = await Promise.all([b.runSlot(eleven), a.runSlot(eleven)]);
    expect(next.sort()).toEqual(['done', 'skipped']);
    expect(await backups()).toHaveLength(2);
  });

  it("make the month's first nightly backup a monthly one, the next ones daily", async () => {
    const [a] = schedulers as [BackupScheduler];
    clock = depot('2026-06-15T23:00:01');
    const nightly = new BackupScheduler({
      url: db.url,
      pool: handles[0]!.pool,
      place: { dir },
      schedule,
      log: () => {},
      now: () => clock,
    });
    schedulers.push(nightly);
    expect(await nightly.runSlot({ at: depot('2026-06-15T23:00:00'), nightly: true })).toBe('done');
    clock = depot('2026-06-16T23:00:01');
    expect(await a.runSlot({ at: depot('2026-06-16T23:00:00'), nightly: true })).toBe('done');
    const names = await backups();
    expect(names).toContain('depot-20260615-230001-monthly.backup');
    expect(names).toContain('depot-20260616-230001-daily.backup');
  });

  it('let a backup already running (one made from the screen) stand for the slot', async () => {
    const logged: string[] = [];
    const logging = new BackupScheduler({
      url: db.url,
      pool: handles[1]!.pool,
      place: { dir },
      schedule,
      log: (line) => logged.push(line),
      now: () => clock,
    });
    schedulers.push(logging);
    clock = depot('2026-06-17T12:00:01');
    const before = await backups();
    const release = await takeBackupTurn(handles[0]!.pool);
    try {
      expect(await logging.runSlot({ at: depot('2026-06-17T12:00:00'), nightly: false })).toBe(
        'skipped',
      );
    } finally {
      await release();
    }
    expect(logged).toEqual(['Sao lưu theo lịch: bỏ qua, đang có một bản sao lưu khác được tạo']);
    expect(await backups()).toEqual(before);
    // Nothing failed: no warning recorded for the slot.
    expect(await readdir(dir)).not.toContain('last-failure.json');
  });
});
