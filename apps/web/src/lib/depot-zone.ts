import { useMemo } from 'react';
import { DEFAULT_SETTINGS } from '@depot/shared/settings/settings.schema';
import {
  canSee,
  STAFF_SEES_ALL,
  type StaffAccess,
  type StaffView,
} from '@depot/shared/settings/staff-access';
import { depotToday } from '@depot/shared/validation/dates';
import { useSession } from './session';
import { useSettings } from './settings-queries';

/**
 * The depot's time zone and what staff see, from the settings every screen shares (GET /settings,
 * readable by every signed-in user). Until they load, the defaults: Vietnam's zone, and staff see
 * everything (the server refuses what they may not see anyway).
 */
export function useDepotTimeZone(): string {
  return useSettings().data?.time_zone ?? DEFAULT_SETTINGS.time_zone;
}

/** Today at the depot, `YYYY-MM-DD`, in its time zone whatever the browser's. */
export function useDepotToday(): string {
  return depotToday(useDepotTimeZone());
}

/** The owner's switches of what staff see; all on until the settings load. */
export function useStaffAccess(): StaffAccess {
  const data = useSettings().data;
  return useMemo<StaffAccess>(
    () =>
      data
        ? {
            staff_see_statistics: data.staff_see_statistics,
            staff_see_dashboard: data.staff_see_dashboard,
            staff_see_debt_total: data.staff_see_debt_total,
          }
        : STAFF_SEES_ALL,
    [data],
  );
}

/** Whether the signed-in user sees `view` (managers always; staff as the owner allows). */
export function useCanSee(view: StaffView): boolean {
  const { user } = useSession();
  return canSee(view, user?.role, useStaffAccess());
}
