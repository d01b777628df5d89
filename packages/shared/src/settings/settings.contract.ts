import { endpoint } from '../api/contract';
import { SETTINGS_ROLES, settingsBodySchema, settingsSchema } from './settings.schema';

const tags = ['Cài đặt'];

/** The depot's settings: every signed-in user reads them (print views); managers change them. */
export const settingsApi = {
  /** GET /settings: the depot's name, address, hotline, bank account and receipt notes. */
  get: endpoint({ method: 'GET', path: '/settings', tags, reply: settingsSchema }),
  /** PUT /settings: the settings saved (managers). */
  update: endpoint({
    method: 'PUT',
    path: '/settings',
    tags,
    body: settingsBodySchema,
    reply: settingsSchema,
    roles: SETTINGS_ROLES,
  }),
};
