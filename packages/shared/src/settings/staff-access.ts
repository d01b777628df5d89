import type { Role } from '../users/users.schema';
import { canChangeSettings } from './settings.schema';

/**
 * What the owner may hide from staff (docs/domain.md): the statistics, the dashboard and the depot's
 * total debt. Managers (admin, superadmin) always see everything; staff see a view while its
 * setting is on (the default).
 */
export const STAFF_VIEW_SETTINGS = {
  statistics: 'staff_see_statistics',
  dashboard: 'staff_see_dashboard',
  debt_total: 'staff_see_debt_total',
} as const;
export type StaffView = keyof typeof STAFF_VIEW_SETTINGS;

/** The three switches, as the settings carry them. */
export type StaffAccess = Record<(typeof STAFF_VIEW_SETTINGS)[StaffView], boolean>;

/** Everything shown: the default, and what the browser assumes while the settings load. */
export const STAFF_SEES_ALL: StaffAccess = {
  staff_see_statistics: true,
  staff_see_dashboard: true,
  staff_see_debt_total: true,
};

/** The server's 403 when staff ask for a view the owner switched off. */
export const STAFF_VIEW_REFUSED: Record<StaffView, string> = {
  statistics: 'Chủ chành xe đã tắt quyền xem thống kê của nhân viên',
  dashboard: 'Chủ chành xe đã tắt quyền xem tổng quan của nhân viên',
  debt_total: 'Chủ chành xe đã tắt quyền xem tổng công nợ của nhân viên',
};

/** Whether a user of `role` sees `view` under the settings `access`. */
export function canSee(view: StaffView, role: Role | undefined, access: StaffAccess): boolean {
  if (role === undefined) return false;
  return canChangeSettings(role) || access[STAFF_VIEW_SETTINGS[view]];
}
