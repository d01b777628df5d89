import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../db/embedded';
import { DataDirLockedError, lockDataDir } from '../../db/server-lock';
import { BackupError } from './backup-format';
import { appWalPlaces } from './wal-archive';

export type CliDatabase = { url: string; mode: string; close: () => Promise<void> };

/**
 * The URL of the embedded cluster a running server started. PostgreSQL itself writes its port
 * on the 4th line of `pg/postmaster.pid` for as long as it runs, and the password sits in
 * `pg-password`: so the CLI reaches the cluster with no file of ours to keep in step and no
 * new endpoint. The cluster listens on 127.0.0.1 only, and both files are readable only by
 * the user that runs the server (or root).
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string> {
  const pid = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '');
  const port = Number(pid.split('\n')[3]);
  const password = (
    await readFile(path.join(dataDir, 'pg-password'), 'utf8').catch(() => '')
  ).trim();
  if (!Number.isInteger(port) || port <= 0 || !password) {
    throw new BackupError(
      `Máy chủ đang giữ thư mục dữ liệu ${dataDir} nhưng cơ sở dữ liệu chưa sẵn sàng. ` +
        'Hãy thử lại sau ít giây.',
    );
  }
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/depot`;
}

/**
 * The database the server would use, for the backup and restore commands: DATABASE_URL as
 * given; otherwise the embedded one under DATA_DIR, started here under the server's lock when no
 * server runs. A backup may run beside a running server (it only reads, in one snapshot): the
 * cluster is then reached where that server started it. A restore (`stopped`) refuses a
 * running server, whose open connections would keep the database from being replaced.
 */
export async function openCliDatabase(
  config: Config,
  options: { stopped: boolean; log: (message: string) => void },
): Promise<CliDatabase> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, mode: 'DATABASE_URL', close: async () => {} };
  }
  let release: () => void;
  try {
    release = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    if (options.stopped) {
      throw new BackupError(
        `Máy chủ đang chạy trên thư mục dữ liệu ${config.dataDir}. ` +
          'Hãy dừng máy chủ (Ctrl-C) rồi chạy lại lệnh khôi phục.',
      );
    }
    const url = await runningEmbeddedUrl(config.dataDir);
    return { url, mode: `máy chủ đang chạy (${config.dataDir})`, close: async () => {} };
  }
  let embedded: EmbeddedDatabase;
  try {
    // Archived as the server's: a gap in the log would stop a later restore to a moment.
    embedded = await startEmbeddedPostgres(config.dataDir, options.log, [], {
      archive: appWalPlaces(config),
    });
  } catch (error) {
    release();
    throw error;
  }
  return {
    url: embedded.url,
    mode: `cơ sở dữ liệu nhúng (${config.dataDir})`,
    close: async () => {
      try {
        await embedded.stop();
      } finally {
        release();
      }
    },
  };
}
