import { Outlet } from 'react-router';
import { Flex, Spin } from 'antd';
import { canChangeSettings } from '@depot/shared/settings/settings.schema';
import { canSee, type StaffView } from '@depot/shared/settings/staff-access';
import { canManageAccounts, type Role } from '@depot/shared/users/users.schema';
import { ForbiddenResult } from '../components/forbidden-result';
import { vi } from '../i18n/vi';
import { useStaffAccess } from '../lib/depot-zone';
import { useSession } from '../lib/session';
import { useSettings } from '../lib/settings-queries';

/** The routes below need a role `allowed` accepts; other signed-in users see a 403 page. */
function RequireRole({
  allowed,
  loading = false,
}: {
  allowed: (role: Role | undefined) => boolean;
  /** What the rule needs is still loading. */
  loading?: boolean;
}) {
  const { user } = useSession();
  // The role arrives with /users/info when only a token was stored.
  if (!user || loading) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label={vi.common.loading} />
      </Flex>
    );
  }
  if (!allowed(user.role)) return <ForbiddenResult />;
  return <Outlet />;
}

/** Account screens need admin or superadmin (docs/domain.md). */
export function RequireAccountManager() {
  return <RequireRole allowed={canManageAccounts} />;
}

/** The depot's settings are changed by admin or superadmin, as the server's PUT allows. */
export function RequireSettingsManager() {
  return <RequireRole allowed={canChangeSettings} />;
}

/**
 * A view the owner may hide from staff (settings, docs/domain.md): staff get the 403 page once it is
 * hidden, as the server answers them. Waits for the settings, so no request is sent in vain.
 */
function RequireView({ view }: { view: StaffView }) {
  const settings = useSettings();
  const access = useStaffAccess();
  if (settings.isPending) return <RequireRole allowed={() => false} loading />;
  return <RequireRole allowed={(role) => canSee(view, role, access)} />;
}

/** The statistics screens (/thong-ke, /phieu-thu, /chi-tiet-van-chuyen). */
export function RequireStatistics() {
  return <RequireView view="statistics" />;
}

/** The dashboard on its own page (/thong-ke/tong-quan). */
export function RequireDashboard() {
  return <RequireView view="dashboard" />;
}
