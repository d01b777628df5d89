import { Avatar, Button, Flex, Layout, Popover, Space, Typography } from 'antd';
import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { vi } from '../../i18n/vi';
import { useSession } from '../../lib/session';
import { TAP_SIZE } from '../../components/phone/phone-theme';
import { BranchSwitch, useBranchSwitch } from './branch-switch';

/** The given name's first letter: in a Vietnamese name the given name comes last. */
function initialOf(name: string): string {
  return name.trim().split(/\s+/).pop()?.charAt(0).toUpperCase() ?? '';
}

type AppHeaderProps = { collapsed: boolean; narrow: boolean; onToggle: () => void };

/**
 * Menu toggle on the left; the branch switch (for a person of every branch, once the depot has
 * several), the signed-in user's name and sign-out on the right.
 */
export function AppHeader({ collapsed, narrow, onToggle }: AppHeaderProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  const branchSwitch = useBranchSwitch();
  const name = user?.fullname ?? '';
  // A thumb on a phone needs a 44 px target (docs/decisions/0002-scan-request-ids.md); the desk keeps antd's 32 px.
  const tap = narrow ? { minWidth: TAP_SIZE, minHeight: TAP_SIZE } : undefined;

  return (
    <Layout.Header
      style={{
        background: '#fff',
        padding: '0 16px',
        borderBottom: '1px solid #f0f0f0',
        lineHeight: 'normal',
      }}
    >
      <Flex justify="space-between" align="center" style={{ height: '100%' }}>
        <Button
          type="text"
          aria-label={collapsed ? vi.nav.expand : vi.nav.collapse}
          aria-expanded={!collapsed}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
          style={tap}
        />
        <Space size={narrow ? 'small' : 'middle'}>
          {branchSwitch.offered && <BranchSwitch narrow={narrow} chosen={branchSwitch.chosen} />}
          {narrow ? (
            // No room for a whole name beside the buttons, and a cut one says nothing: the
            // given name's initial, and the whole name on a tap.
            <Popover
              trigger="click"
              placement="bottomRight"
              content={
                <Typography.Text strong data-testid="current-user" style={{ fontSize: 16 }}>
                  {name}
                </Typography.Text>
              }
            >
              <Button type="text" aria-label={name} style={tap}>
                <Avatar style={{ background: '#3F51B5' }}>{initialOf(name)}</Avatar>
              </Button>
            </Popover>
          ) : (
            <Typography.Text strong data-testid="current-user">
              {name}
            </Typography.Text>
          )}
          {/* The login page signs out (spec 1 §2), so signing out is going there. */}
          <Button
            icon={<LogoutOutlined aria-hidden />}
            onClick={() => void navigate('/login')}
            style={tap}
          >
            {vi.header.signOut}
          </Button>
        </Space>
      </Flex>
    </Layout.Header>
  );
}
