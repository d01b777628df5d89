import { endpoint, fileEndpoint } from '../api/contract';
import { ACCOUNT_MANAGER_ROLES } from '../users/users.schema';
import { backupListSchema, backupNameParamSchema, backupRowSchema } from './backups.schema';

const tags = ['Sao lưu'];
/** Backups hold every customer's data and every account's hash: admins only. */
const roles = ACCOUNT_MANAGER_ROLES;

/** Backups of the database: the list, one made now, one downloaded. */
export const backupsApi = {
  /** GET /backups: the backup files, newest first, and whether the last one is too old. */
  list: endpoint({ method: 'GET', path: '/backups', tags, reply: backupListSchema, roles }),
  /** POST /backups: a backup made and checked now. */
  create: endpoint({ method: 'POST', path: '/backups', tags, reply: backupRowSchema, roles }),
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
