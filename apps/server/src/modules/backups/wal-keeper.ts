import type { WalStatus } from '@depot/shared/backups/backups.schema';
import { formatDepotDateTime } from '@depot/shared/text/depot-date-time';
import path from 'node:path';
import type pg from 'pg';
import { dropOldDataDirs } from '../../db/data-swap';
import { depotClock } from './backup-format';
import { makeBaseBackup, type BaseBackup } from './base-backup';
import { allBaseBackups } from './point-in-time';
import { syncSecondCopy, walPlaces, type WalPlaces } from './wal-archive';
import { taskClient } from '../../db/task-client';

/**
 * Keeps a restore to any minute possible while the server runs (docs/decisions/0011-backups.md):
 * a base backup when there is none of this cluster yet and then once a day, the second copy's
 * missing segments copied again, and the state for `GET /api/backups/status`.
 */

const HOUR_MS = 3600_000;
const TICK_MS = 60_000;

/**
 * Whether a base backup is due: none yet of this cluster and timeline (a new depot, a restore to
 * a moment), else once a day at the nightly hour, when the counter is quiet (a copy of every
 * file costs a core for a while), or past a day and a half whatever the hour (a server that was
 * off at night). The log replayed by a restore then spans about a day.
 */
export function baseDue(
  newest: Pick<BaseBackup, 'stopped_at' | 'system_identifier' | 'timeline'> | undefined,
  cluster: { system: string; timeline: number },
  now: Date,
  nightlyHour: number | null,
): boolean {
  if (!newest || newest.system_identifier !== cluster.system) return true;
  if (newest.timeline !== cluster.timeline) return true;
  const age = now.getTime() - Date.parse(newest.stopped_at);
  if (age > 36 * HOUR_MS) return true;
  return nightlyHour !== null && depotClock(now).hour === nightlyHour && age > 12 * HOUR_MS;
}

export const WAL_NOT_EMBEDDED =
  'Máy chủ dùng cơ sở dữ liệu riêng (DATABASE_URL): lưu nhật ký liên tục bằng pgBackRest ' +
  'hoặc dịch vụ của nhà cung cấp (xem README).';
export const WAL_NOT_HERE = 'Máy này không lưu được nhật ký liên tục (cần sh và gzip).';

export type WalKeeperOptions = {
  url: string;
  pgDir: string;
  backupsDir: string;
  copyDir?: string;
  /** The depot hour of the nightly backup (BACKUP_NIGHTLY_HOUR): the base backup's too. */
  nightlyHour?: number | null;
  log: (message: string) => void;
};

export class WalKeeper {
  readonly places: WalPlaces;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private making: Promise<BaseBackup> | undefined;
  /** Aborted by stop(): a base backup being made is cut short, not awaited. */
  private stopping = new AbortController();
  private failure: string | null = null;

  constructor(private readonly options: WalKeeperOptions) {
    this.places = walPlaces(options.backupsDir, options.copyDir);
  }

  /** One base backup at a time: a second call waits for the one being made. */
  makeBase(): Promise<BaseBackup> {
    const { signal } = this.stopping;
    this.making ??= makeBaseBackup({ ...this.options, wal: this.places, signal })
      .then((base) => {
        this.failure = null;
        this.options.log(`Đã tạo bản sao lưu gốc ${base.name} cho khôi phục theo thời điểm`);
        return base;
      })
      .catch((error: unknown) => {
        if (signal.aborted) {
          this.options.log('Dừng tạo bản sao lưu gốc: máy chủ đang dừng');
          throw error;
        }
        this.failure = 'Tạo bản sao lưu gốc không thành công; chi tiết ở nhật ký của máy chủ.';
        this.options.log(`Tạo bản sao lưu gốc không thành công: ${String(error)}`);
        throw error;
      })
      .finally(() => (this.making = undefined));
    return this.making;
  }

  /** A base backup when one is due (baseDue); the second copy's missed segments; old folders. */
  async tick(now = new Date()): Promise<void> {
    const bases = await allBaseBackups(this.options.backupsDir, this.options.copyDir);
    const nightly = this.options.nightlyHour === undefined ? 23 : this.options.nightlyHour;
    if (baseDue(bases.at(-1), await this.cluster(), now, nightly)) {
      await this.makeBase().catch(() => {});
    }
    if (this.stopping.signal.aborted) return;
    await syncSecondCopy(this.places).catch(() => 0);
    await dropOldDataDirs(path.dirname(this.options.pgDir), now.getTime()).catch(() => {});
  }

  /** Whether its timer runs (the server's keeper; a test's makes base backups when asked). */
  get running(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    this.tickOnce();
    this.timer = setInterval(() => this.tickOnce(), TICK_MS);
    this.timer.unref();
  }

  /**
   * Stops the timer and waits for the tick under way, a base backup being made cut short: the
   * server's stop must not wait for a whole copy, nor stop the cluster under a tick's connection.
   */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopping.abort();
    await this.ticking;
    await this.making?.catch(() => {});
    // Only what ran at the stop is cut short: a base backup asked for later is made.
    this.stopping = new AbortController();
  }

  private tickOnce(): void {
    this.ticking ??= this.tick()
      .catch(() => {})
      .finally(() => (this.ticking = undefined));
  }

  private async cluster(): Promise<{ system: string; timeline: number }> {
    const client = taskClient(this.options.url);
    await client.connect();
    try {
      const { rows } = await client.query<{ system: string; tl: string }>(
        `select system_identifier::text as system,
                substr(pg_walfile_name(pg_current_wal_lsn()), 1, 8) as tl
         from pg_control_system()`,
      );
      return { system: rows[0]!.system, timeline: parseInt(rows[0]!.tl, 16) };
    } finally {
      await client.end().catch(() => {});
    }
  }

  /** The log's archiving as the status shows it: PostgreSQL's archiver and the base backups. */
  async status(pool: pg.Pool): Promise<WalStatus> {
    const { rows } = await pool.query<{
      mode: string;
      archived: Date | null;
      failed: Date | null;
    }>(
      `select current_setting('archive_mode') as mode, last_archived_time as archived,
              last_failed_time as failed
       from pg_stat_archiver`,
    );
    const r = rows[0]!;
    const bases = await allBaseBackups(this.options.backupsDir, this.options.copyDir);
    const failedLast = r.failed !== null && (r.archived === null || r.failed > r.archived);
    const error = failedLast
      ? `Lưu nhật ký không thành công lúc ${formatDepotDateTime(r.failed!.toISOString())}: ` +
        'kiểm tra ổ đĩa và thư mục sao lưu.'
      : this.failure;
    return {
      archiving: r.mode === 'on',
      error,
      last_segment_at: r.archived?.toISOString() ?? null,
      earliest_restore_point: bases[0]?.stopped_at ?? null,
      last_base_at: bases.at(-1)?.stopped_at ?? null,
    };
  }
}

/** The status where the log is not archived here, and why. */
export function notArchiving(reason: string): WalStatus {
  return {
    archiving: false,
    error: reason,
    last_segment_at: null,
    earliest_restore_point: null,
    last_base_at: null,
  };
}
