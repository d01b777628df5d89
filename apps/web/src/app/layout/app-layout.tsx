import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Grid, Layout } from 'antd';
import { useUserInfo } from '../../features/auth/api/get-user-info';
import { BackupWarning } from '../../features/backups/components/backup-warning';
import { vi } from '../../i18n/vi';
import { useLiveChanges } from '../use-live-changes';
import { useSendWaitingScans } from '../use-send-waiting-scans';
import { AppHeader } from './app-header';
import { AppSider } from './app-sider';

const COLLAPSED_KEY = 'sidebar-collapsed';

/**
 * The signed-in shell: sidebar, header, the page, footer. Loads the current user (spec 2 §1).
 * On a desktop the sidebar's collapsed state is remembered; on a phone it is a closed overlay
 * that the menu button opens and any navigation closes.
 */
export function AppLayout() {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === 'true');
  // The phone menu is open for the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const narrow = Grid.useBreakpoint().md === false;
  const { pathname } = useLocation();
  useUserInfo();
  useSendWaitingScans();
  useLiveChanges();

  useEffect(() => {
    localStorage.setItem(COLLAPSED_KEY, String(collapsed));
  }, [collapsed]);

  const mobileOpen = menuOpenOn === pathname;
  const siderCollapsed = narrow ? !mobileOpen : collapsed;
  const toggle = () =>
    narrow ? setMenuOpenOn(mobileOpen ? null : pathname) : setCollapsed((value) => !value);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppSider collapsed={siderCollapsed} overlay={narrow} />
      {narrow && mobileOpen && (
        // A tap beside the open menu closes it, as in any phone drawer.
        <div
          aria-hidden
          onClick={() => setMenuOpenOn(null)}
          style={{ position: 'fixed', inset: 0, zIndex: 99, background: 'rgba(0, 0, 0, 0.45)' }}
        />
      )}
      <Layout>
        <AppHeader collapsed={siderCollapsed} narrow={narrow} onToggle={toggle} />
        {/* antd's Content is the page's one <main>. */}
        <Layout.Content style={{ margin: narrow ? 8 : 16 }}>
          <BackupWarning />
          <Outlet />
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center' }}>{vi.footer}</Layout.Footer>
      </Layout>
    </Layout>
  );
}
