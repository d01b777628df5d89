import { Outlet } from 'react-router';
import { Flex, Spin } from 'antd';
import { canManageAccounts } from '@depot/shared/users/users.schema';
import { ForbiddenResult } from '../components/forbidden-result';
import { vi } from '../i18n/vi';
import { useSession } from '../lib/session';

/** Account screens need admin or superadmin (DESIGN.md decision 10); staff see a 403 page. */
export function RequireAccountManager() {
  const { user } = useSession();
  // The role arrives with /users/info when only a token was stored.
  if (!user) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label={vi.common.loading} />
      </Flex>
    );
  }
  if (!canManageAccounts(user.role)) return <ForbiddenResult />;
  return <Outlet />;
}
