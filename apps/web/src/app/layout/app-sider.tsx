import { Layout, Menu, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { vi } from '../../i18n/vi';
import { useBranches } from '../../lib/branch-queries';
import { useStaffAccess } from '../../lib/depot-zone';
import { useSession } from '../../lib/session';
import { activeNavPath, visibleNavItems } from './nav-items';

type AppSiderProps = {
  collapsed: boolean;
  /** On a phone the sidebar floats over the page and hides completely when collapsed. */
  overlay: boolean;
};

export function AppSider({ collapsed, overlay }: AppSiderProps) {
  const { pathname } = useLocation();
  const { user } = useSession();
  // Hàng chờ giao has nothing to show in a depot of one branch (docs/domain.md, "Branches").
  const { shown } = useBranches();
  const visible = visibleNavItems(user?.role, useStaffAccess(), shown);
  const active = activeNavPath(pathname, visible);
  const items = visible.map((item) => ({
    key: item.path,
    icon: item.icon,
    label: <Link to={item.path}>{item.label}</Link>,
    title: item.label,
  }));

  return (
    <Layout.Sider
      collapsible
      collapsed={collapsed}
      trigger={null}
      width={240}
      collapsedWidth={overlay ? 0 : 80}
      theme="dark"
      style={{
        position: overlay ? 'fixed' : 'sticky',
        top: 0,
        left: 0,
        zIndex: overlay ? 100 : undefined,
        height: '100vh',
        overflow: 'auto',
      }}
    >
      <Typography.Text
        strong
        style={{
          display: 'block',
          color: '#fff',
          padding: '20px 24px',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
        }}
      >
        {collapsed ? 'CX' : vi.appShortName}
      </Typography.Text>
      <nav aria-label="Menu chính">
        <Menu theme="dark" mode="inline" selectedKeys={active ? [active] : []} items={items} />
      </nav>
    </Layout.Sider>
  );
}
