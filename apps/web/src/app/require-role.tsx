import { Outlet } from 'react-router';
import { Flex, Spin } from 'antd';
import { canChangeSettings } from '@depot/shared/settings/settings.schema';
import { canManageAccounts, type Role } from '@depot/shared/users/users.schema';
import { ForbiddenResult } from '../components/forbidden-result';
import { vi } from '../i18n/vi';
import { useSession } from '../lib/session';

/** The routes below need a role `allowed` accepts; other signed-in users see a 403 page. */
function RequireRole({ allowed }: { allowed: (role: Role | undefined) => boolean }) {
  const { user } = useSession();
  // The role arrives with /users/info when only a token was stored.
  if (!user) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label={vi.common.loading} />
      </Flex>
    );
  }
  if (!allowed(user.role)) return <ForbiddenResult />;
  return <Outlet />;
}

/** Account screens need admin or superadmin (DESIGN.md decision 10). */
export function RequireAccountManager() {
  return <RequireRole allowed={canManageAccounts} />;
}

/** The depot's settings are changed by admin or superadmin, as the server's PUT allows. */
export function RequireSettingsManager() {
  return <RequireRole allowed={canChangeSettings} />;
}
