import type { BackupKind } from '@depot/shared/backups/backups.schema';
import { describe, expect, it } from 'vitest';
import { backupName, parseBackupName } from './backup-format';
import { planRetention } from './backup-retention';
import { nextSlot } from './backup-schedule';

// docs/decisions/0011-backups.md: which backups are kept, and when the next scheduled one runs, on a controlled clock.

/** An instant from the depot's wall clock (UTC+7). */
const depot = (text: string) => new Date(`${text}+07:00`);
const HOUR = 3600_000;

/** `count` backups of a kind, one every `stepMs` back from `last`. */
function series(kind: BackupKind, last: Date, count: number, stepMs: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    backupName(new Date(last.getTime() - i * stepMs), kind),
  );
}

describe('backup names', () => {
  it('carry the depot time and kind, and read back', () => {
    const at = depot('2026-01-31T23:05:09');
    expect(backupName(at, 'hourly')).toBe('depot-20260131-230509-hourly.backup');
    expect(parseBackupName('depot-20260131-230509-hourly.backup')).toEqual({ at, kind: 'hourly' });
    expect(parseBackupName('depot-20260131-230509-hourly.backup.partial')).toBeUndefined();
    expect(parseBackupName('../depot-20260131-230509-hourly.backup')).toBeUndefined();
  });
});

describe('planRetention', () => {
  const now = depot('2026-06-15T12:30:00');

  it('keeps the last 24 hourly, 14 daily and 12 monthly backups', () => {
    const hourly = series('hourly', depot('2026-06-15T12:00:00'), 30, HOUR);
    const daily = series('daily', depot('2026-06-14T23:00:00'), 20, 24 * HOUR);
    const monthly = series('monthly', depot('2026-06-01T23:00:00'), 15, 30 * 24 * HOUR);
    const plan = planRetention([...hourly, ...daily, ...monthly], now);
    expect(plan.remove.sort()).toEqual(
      [...hourly.slice(24), ...daily.slice(14), ...monthly.slice(12)].sort(),
    );
    expect(plan.keep).toHaveLength(24 + 14 + 12);
  });

  it('keeps backups made by hand or before an upgrade for 90 days, the newest always', () => {
    const recent = backupName(depot('2026-05-01T09:00:00'), 'manual');
    const old = backupName(depot('2026-01-01T09:00:00'), 'manual');
    const lonePre = backupName(depot('2025-01-01T09:00:00'), 'pre-migration');
    const plan = planRetention([recent, old, lonePre], now);
    expect(plan.remove).toEqual([old]);
    expect(plan.keep.sort()).toEqual([lonePre, recent].sort());
  });

  it('never touches other files, nor one dated after now (a clock set back)', () => {
    const future = series('hourly', depot('2026-06-16T10:00:00'), 30, HOUR);
    const plan = planRetention([...future, 'notes.txt', 'depot-x.backup'], now);
    expect(plan.remove).toEqual([]);
    expect(plan.keep).toHaveLength(30);
  });
});

describe('nextSlot', () => {
  const schedule = { hours: { from: 6, to: 22 }, nightlyHour: 23 };

  it('is the next top of an hour from 6:00 to 22:00 at the depot', () => {
    expect(nextSlot(depot('2026-06-15T05:10:00'), schedule)).toEqual({
      at: depot('2026-06-15T06:00:00'),
      nightly: false,
    });
    expect(nextSlot(depot('2026-06-15T12:00:00'), schedule)!.at).toEqual(
      depot('2026-06-15T13:00:00'),
    );
  });

  it('is the nightly one at its hour, and after it 6:00 the next morning', () => {
    expect(nextSlot(depot('2026-06-15T22:00:00'), schedule)).toEqual({
      at: depot('2026-06-15T23:00:00'),
      nightly: true,
    });
    expect(nextSlot(depot('2026-06-15T23:00:00'), schedule)!.at).toEqual(
      depot('2026-06-16T06:00:00'),
    );
  });

  it('lets the nightly one take an hour of the hourly range, and is none when all are off', () => {
    expect(nextSlot(depot('2026-06-15T11:30:00'), { ...schedule, nightlyHour: 12 })).toEqual({
      at: depot('2026-06-15T12:00:00'),
      nightly: true,
    });
    expect(nextSlot(new Date(), { hours: { from: 1, to: 0 }, nightlyHour: null })).toBeUndefined();
  });
});
