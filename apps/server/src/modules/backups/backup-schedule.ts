import { readdir } from 'node:fs/promises';
import type { BackupKind } from '@depot/shared/backups/backups.schema';
import pg from 'pg';
import { depotClock, parseBackupName } from './backup-format';
import { BackupRunningError } from './backup-turn';
import { dropPreviousDatabases, SET_ASIDE_KEEP_MS } from './restore';
import { failureMessage, makeBackup, type BackupPlace } from './backups.service';

export type ScheduleHours = {
  /** Depot hours of the hourly backups, both ends included (from > to: none). */
  hours: { from: number; to: number };
  /** Depot hour of the nightly backup (null: none). */
  nightlyHour: number | null;
};

export type Slot = { at: Date; nightly: boolean };

const HOUR_MS = 3600_000;
/** A slot found more than this late (the machine slept, the server was busy) is let go. */
const MISSED_AFTER_MS = 30 * 60_000;
/** The timer wakes at least this often, so a changed clock or a sleep is noticed. */
const TICK_MS = 60_000;
/** Advisory lock class of the scheduled runs; the second key is the slot's hour number. */
const LOCK_CLASS = 0x44425550;

/**
 * The first slot after `now`: the top of a depot hour that has the nightly backup or falls in
 * the hourly range (the nightly one replaces the hourly one where both fall). The depot's
 * offset is whole hours, so UTC tops of hours are the depot's.
 */
export function nextSlot(now: Date, schedule: ScheduleHours): Slot | undefined {
  let t = (Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS;
  for (let i = 0; i < 24; i++, t += HOUR_MS) {
    const { hour } = depotClock(new Date(t));
    if (hour === schedule.nightlyHour) return { at: new Date(t), nightly: true };
    if (hour >= schedule.hours.from && hour <= schedule.hours.to) {
      return { at: new Date(t), nightly: false };
    }
  }
  return undefined;
}

/** The nightly backup is the month's `monthly` until one exists, `daily` after that. */
async function nightlyKind(dir: string, at: Date): Promise<BackupKind> {
  const { year, month } = depotClock(at);
  const names = await readdir(dir).catch(() => [] as string[]);
  const hasMonthly = names.some((name) => {
    const parsed = parseBackupName(name);
    if (parsed?.kind !== 'monthly') return false;
    const c = depotClock(parsed.at);
    return c.year === year && c.month === month;
  });
  return hasMonthly ? 'daily' : 'monthly';
}

type Deps = {
  /** The database, for the advisory lock on a connection of the scheduler's own. */
  url: string;
  pool: pg.Pool;
  place: BackupPlace;
  schedule: ScheduleHours;
  log: (message: string) => void;
  now?: () => Date;
};

/**
 * The scheduled backups of a running server. Several servers on one database must make each
 * backup once: the run of a slot takes the advisory lock (class, slot hour) on a connection of
 * its own and keeps it until its next run, so a server whose clock or timer is a little late
 * finds the slot taken instead of taking it again once the first has finished.
 */
export class BackupScheduler {
  private lockClient: pg.Client | undefined;
  private heldSlot: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private planned: Slot | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(private readonly deps: Deps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private async client(): Promise<pg.Client> {
    if (this.lockClient) return this.lockClient;
    const client = new pg.Client({
      connectionString: this.deps.url,
      application_name: 'depot-backup-schedule',
    });
    // A lost connection loses its locks too: the next run opens another one.
    client.on('error', () => {
      if (this.lockClient === client) this.lockClient = undefined;
      this.heldSlot = undefined;
    });
    await client.connect();
    this.lockClient = client;
    return client;
  }

  /**
   * Runs the backup of one slot unless another process (or this one) already took it:
   * 'done', 'skipped' (taken elsewhere) or 'failed' (recorded, and logged).
   */
  async runSlot(slot: Slot): Promise<'done' | 'skipped' | 'failed'> {
    const key = Math.floor(slot.at.getTime() / HOUR_MS);
    try {
      if (this.heldSlot === key) return 'skipped';
      const client = await this.client();
      const { rows } = await client.query<{ ok: boolean }>(
        'select pg_try_advisory_lock($1, $2) as ok',
        [LOCK_CLASS, key],
      );
      if (!rows[0]!.ok) return 'skipped';
      if (this.heldSlot !== undefined) {
        await client.query('select pg_advisory_unlock($1, $2)', [LOCK_CLASS, this.heldSlot]);
      }
      this.heldSlot = key;
    } catch (error) {
      this.deps.log(
        `Sao lưu theo lịch: không kết nối được cơ sở dữ liệu (${failureMessage(error)})`,
      );
      return 'failed';
    }
    const kind = slot.nightly ? await nightlyKind(this.deps.place.dir, slot.at) : 'hourly';
    try {
      const made = await makeBackup(this.deps.pool, this.deps.place, kind, this.now());
      const mb = (made.size_bytes / 1e6).toFixed(1);
      this.deps.log(`Đã sao lưu theo lịch: ${made.name} (${mb} MB, ${made.seconds.toFixed(1)} s)`);
      if (slot.nightly) await this.dropOldSetAside();
      return 'done';
    } catch (error) {
      if (error instanceof BackupRunningError) {
        // One made from the screen or the command is running: it stands for this slot.
        this.deps.log('Sao lưu theo lịch: bỏ qua, đang có một bản sao lưu khác được tạo');
        return 'skipped';
      }
      this.deps.log(`Sao lưu theo lịch KHÔNG thành công: ${failureMessage(error)}`);
      return 'failed';
    }
  }

  /**
   * After the nightly backup, the databases restores set aside more than 7 days ago go: the
   * owner had a week to look, and every night's backup since holds the data as it is.
   */
  private async dropOldSetAside(): Promise<void> {
    try {
      const before = new Date(this.now().getTime() - SET_ASIDE_KEEP_MS);
      const dropped = await dropPreviousDatabases(this.deps.url, { setAsideBefore: before });
      if (dropped.length > 0) {
        this.deps.log(
          `Đã xóa dữ liệu cũ các lần khôi phục giữ lại quá 7 ngày: ${dropped.join(', ')}`,
        );
      }
    } catch (error) {
      this.deps.log(
        `Không xóa được dữ liệu cũ các lần khôi phục giữ lại: ${failureMessage(error)}`,
      );
    }
  }

  /** Starts the timer: it wakes at the next slot (at least every minute) and runs it. */
  start(): void {
    this.planned = nextSlot(this.now(), this.deps.schedule);
    this.arm();
  }

  private arm(): void {
    if (this.stopped || !this.planned) return;
    const wait = Math.max(0, Math.min(this.planned.at.getTime() - this.now().getTime(), TICK_MS));
    this.timer = setTimeout(() => void this.tick(), wait);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    const now = this.now();
    const due = this.planned;
    if (due && now.getTime() >= due.at.getTime()) {
      this.planned = nextSlot(now, this.deps.schedule);
      if (now.getTime() - due.at.getTime() <= MISSED_AFTER_MS) {
        this.running = this.runSlot(due);
        await this.running;
        this.running = undefined;
      }
    }
    this.arm();
  }

  /** Stops the timer, lets a running backup finish, and closes the lock connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => {});
    await this.lockClient?.end().catch(() => {});
    this.lockClient = undefined;
  }
}
