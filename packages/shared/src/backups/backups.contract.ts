import { z } from 'zod';
import { endpoint, fileEndpoint } from '../api/contract';
import { conflictReplySchema } from '../api/envelope';
import { ACCOUNT_MANAGER_ROLES } from '../users/users.schema';
import {
  backupListSchema,
  backupNameParamSchema,
  backupRowSchema,
  backupRunningSchema,
  backupStatusSchema,
  backupSummarySchema,
  restoreBodySchema,
  restoreResultSchema,
  restoreToBodySchema,
  restoreToResultSchema,
  setAsideDropSchema,
  setAsideParamSchema,
} from './backups.schema';

const tags = ['Sao lưu'];
/** Backups hold every customer's data and every account's hash: admins only. */
const roles = ACCOUNT_MANAGER_ROLES;

/** Backups of the database: the list, one made now, one downloaded. */
export const backupsApi = {
  /** GET /backups: the backup files, newest first, and whether the last one is too old. */
  list: endpoint({ method: 'GET', path: '/backups', tags, reply: backupListSchema, roles }),
  /** GET /backups/status: where the copies are, the second copy's state, one running. */
  status: endpoint({
    method: 'GET',
    path: '/backups/status',
    tags,
    reply: backupStatusSchema,
    roles,
  }),
  /** POST /backups: a backup made and checked now; 409 with `running` while one is made. */
  create: endpoint({
    method: 'POST',
    path: '/backups',
    tags,
    reply: backupRowSchema,
    roles,
    responses: {
      409: conflictReplySchema(
        z.object({ running: backupRunningSchema }),
        'Đang có một bản sao lưu khác được tạo: `data.running` nêu lúc bắt đầu',
      ),
    },
  }),
  /** GET /backups/:name/check: the file read whole and checked, and what it holds. */
  check: endpoint({
    method: 'GET',
    path: '/backups/:name/check',
    tags,
    params: backupNameParamSchema,
    reply: backupSummarySchema,
    roles,
  }),
  /**
   * POST /backups/:name/restore (the owner): the data made the backup's, after a backup of the
   * data now; every other request is answered 503 meanwhile, and everyone signs in again.
   */
  restore: endpoint({
    method: 'POST',
    path: '/backups/:name/restore',
    tags,
    params: backupNameParamSchema,
    body: restoreBodySchema,
    reply: restoreResultSchema,
    roles: ['superadmin'],
  }),
  /**
   * POST /backups/restore-to (the owner): the data as it was at a moment, replayed from a base
   * backup and the archived write-ahead log, after a backup of the data now; as a restore of a
   * file, every other request is answered 503 meanwhile and everyone signs in again.
   */
  restoreTo: endpoint({
    method: 'POST',
    path: '/backups/restore-to',
    tags,
    body: restoreToBodySchema,
    reply: restoreToResultSchema,
    roles: ['superadmin'],
  }),
  /**
   * POST /backups/upload (the owner): a backup file (the body, `application/octet-stream`) read
   * whole and checked, then listed under kind `uploaded` to be restored like any other.
   */
  upload: endpoint({
    method: 'POST',
    path: '/backups/upload',
    tags,
    reply: backupRowSchema,
    roles: ['superadmin'],
  }),
  /**
   * DELETE /backups/set-aside/:name (the owner): a database an earlier restore set aside, dropped
   * once the data now is known good (the server drops them after 7 days anyway).
   */
  dropSetAside: endpoint({
    method: 'DELETE',
    path: '/backups/set-aside/:name',
    tags,
    params: setAsideParamSchema,
    reply: setAsideDropSchema,
    roles: ['superadmin'],
  }),
  /** GET /backups/:name/download: one backup file. */
  download: fileEndpoint({
    method: 'GET',
    path: '/backups/:name/download',
    tags,
    params: backupNameParamSchema,
    file: { type: 'application/octet-stream', description: 'Tệp sao lưu dữ liệu (.backup)' },
    roles,
  }),
};
