import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { envelopeSchema } from '@depot/shared/api/envelope';
import {
  backupListSchema,
  backupNameParamSchema,
  backupRowSchema,
} from '@depot/shared/backups/backups.schema';
import { ACCOUNT_MANAGER_ROLES } from '@depot/shared/users/users.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { AppError } from '../../errors';
import { ok } from '../../lib/reply';
import * as service from './backups.service';

const tags = ['Sao lưu'];
/** Backups hold every customer's data and every account's hash: admins only. */
const admins = { roles: ACCOUNT_MANAGER_ROLES };

export type BackupsRoutesOptions = service.BackupPlace & { pool: pg.Pool };

export const backupsRoutes: FastifyPluginAsyncZod<BackupsRoutesOptions> = async (app, options) => {
  const place = { dir: options.dir, copyDir: options.copyDir };

  app.get(
    '/backups',
    { config: admins, schema: { tags, response: { 200: envelopeSchema(backupListSchema) } } },
    async () =>
      ok(await service.listBackups(place.dir, { since: await service.depotSince(options.pool) })),
  );

  app.post(
    '/backups',
    { config: admins, schema: { tags, response: { 200: envelopeSchema(backupRowSchema) } } },
    async (request) => {
      try {
        const made = await service.makeBackup(options.pool, place, 'manual');
        return ok(service.rowOf(made), 'Đã sao lưu dữ liệu');
      } catch (error) {
        request.log.error({ err: error }, 'backup failed');
        throw new AppError(500, service.failureMessage(error));
      }
    },
  );

  app.get(
    '/backups/:name/download',
    { config: admins, schema: { tags, params: backupNameParamSchema } },
    async (request, reply) => {
      const file = await service.backupFile(place.dir, request.params.name);
      // The length lets the browser show how much of the file has arrived.
      const { size } = await stat(file);
      return reply
        .type('application/octet-stream')
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="${request.params.name}"`)
        .send(createReadStream(file));
    },
  );
};
