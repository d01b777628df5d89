import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { backupsApi } from '@depot/shared/backups/backups.contract';
import { MAX_UPLOAD_BYTES, SET_ASIDE_NOT_FOUND } from '@depot/shared/backups/backups.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { AppError, BadRequestError, NotFoundError } from '../../errors';
import { fileRoute, route } from '../../lib/contract-route';
import { ok } from '../../lib/reply';
import { BackupRunningError, runningBackup } from './backup-turn';
import { BackupError } from './backup-format';
import { inspectBackup } from './backup-inspect';
import { receiveUpload } from './backup-upload';
import * as service from './backups.service';
import { dropPreviousDatabases } from './restore';
import type { LiveCluster } from './point-in-time';
import { restoreFromScreen, restoreToFromScreen } from './restore-screen';
import { notArchiving, WAL_NOT_EMBEDDED, type WalKeeper } from './wal-keeper';

const RESTORE_NEEDS_COMMAND =
  'Máy chủ này không khôi phục được từ màn hình: hãy dùng lệnh npm run restore';

export type BackupsRoutesOptions = service.BackupPlace & {
  pool: pg.Pool;
  /** The database's address, for a restore from the screen (none: the screen cannot restore). */
  url?: string;
  /**
   * The embedded cluster whose log is archived, for a restore to a moment; `walReason` says why
   * there is none (DATABASE_URL, a machine without sh).
   */
  pointInTime?: { dataDir: string; live: LiveCluster; keeper: WalKeeper };
  walReason?: string;
};

/**
 * A restore refused (a file, the log short of the moment) or the backup of the data now that
 * could not be made: 409 with the command's words; nothing was changed.
 */
function saidAsTheCommand(error: unknown): never {
  if (error instanceof BackupError) throw new AppError(409, error.message);
  throw error;
}

/** Backups hold every customer's data and every account's hash: admins only (the contract). */
export const backupsRoutes: FastifyPluginAsyncZod<BackupsRoutesOptions> = async (app, options) => {
  const place = { dir: options.dir, copyDir: options.copyDir };

  route(app, backupsApi.list, async () =>
    ok(
      await service.listBackups(place.dir, {
        since: await service.depotSince(options.pool),
        copyDir: place.copyDir,
        setAside: await service.setAsideDatabases(options.pool),
        running: await runningBackup(options.pool).catch(() => null),
      }),
    ),
  );

  const wal = async () =>
    options.pointInTime
      ? options.pointInTime.keeper.status(options.pool)
      : notArchiving(options.walReason ?? WAL_NOT_EMBEDDED);
  route(app, backupsApi.status, async () =>
    ok(await service.backupStatus(options.pool, place, wal)),
  );

  route(app, backupsApi.create, async (request) => {
    try {
      const made = await service.makeBackup(options.pool, place, 'manual');
      return ok(service.rowOf(made), 'Đã sao lưu dữ liệu');
    } catch (error) {
      // Another backup is being made: 409 with since when, nothing failed.
      if (error instanceof BackupRunningError) throw error;
      request.log.error({ err: error }, 'backup failed');
      throw new AppError(500, service.failureMessage(error));
    }
  });

  // A backup file uploaded comes as raw bytes, streamed to disk (only on these routes).
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) =>
    done(null, payload),
  );
  route(app, backupsApi.upload, async (request) => {
    try {
      const made = await receiveUpload(place.dir, request.body as Readable, MAX_UPLOAD_BYTES);
      return ok(
        { ...service.rowOf(made), kind: 'uploaded' },
        `Đã tải lên và kiểm tra ${made.name}`,
      );
    } catch (error) {
      // A damaged, cut, empty, too large or newer file: said as the restore says it.
      if (error instanceof BackupError) throw new BadRequestError(error.message);
      throw error;
    }
  });

  route(app, backupsApi.check, async (request) => {
    const file = await service.backupFile(place.dir, request.params.name);
    return ok(await inspectBackup(file, request.params.name));
  });

  /** What a restore from the screen needs: the database, the backups, the maintenance state. */
  const restoreDeps = (request: FastifyRequest, url: string) => ({
    pool: options.pool,
    db: app.db,
    url,
    place,
    maintenance: app.maintenance,
    log: (message: string) => request.log.info(message),
  });

  route(app, backupsApi.restore, async (request) => {
    if (!options.url) throw new AppError(409, RESTORE_NEEDS_COMMAND);
    const result = await restoreFromScreen(
      restoreDeps(request, options.url),
      request.params.name,
      request.body.confirm,
    ).catch(saidAsTheCommand);
    return ok(result, `Đã khôi phục dữ liệu từ ${result.restored}; mọi người đăng nhập lại`);
  });

  route(app, backupsApi.restoreTo, async (request) => {
    const pit = options.pointInTime;
    if (!pit || !options.url) throw new AppError(409, (await wal()).error ?? WAL_NOT_EMBEDDED);
    const { at, confirm } = request.body;
    const result = await restoreToFromScreen(
      { ...restoreDeps(request, options.url), ...pit },
      new Date(at),
      confirm,
    ).catch(saidAsTheCommand);
    return ok(result, 'Đã khôi phục dữ liệu về thời điểm đã chọn; mọi người đăng nhập lại');
  });

  route(app, backupsApi.dropSetAside, async (request) => {
    if (!options.url) throw new AppError(409, RESTORE_NEEDS_COMMAND);
    const [dropped] = await dropPreviousDatabases(options.url, { only: request.params.name });
    if (!dropped) throw new NotFoundError(SET_ASIDE_NOT_FOUND);
    return ok({ dropped }, `Đã xóa dữ liệu cũ ${dropped}`);
  });

  fileRoute(app, backupsApi.download, async (request, reply) => {
    const file = await service.backupFile(place.dir, request.params.name);
    // The length lets the browser show how much of the file has arrived.
    const { size } = await stat(file);
    return reply
      .type('application/octet-stream')
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${request.params.name}"`)
      .send(createReadStream(file));
  });
};
