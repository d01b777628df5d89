import type { ReactNode } from 'react';
import {
  AccountBookOutlined,
  BarChartOutlined,
  BookOutlined,
  CarOutlined,
  DatabaseOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  InboxOutlined,
  ProfileOutlined,
  SettingOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { Role } from '@depot/shared/users/users.schema';
import { canManageAccounts } from '@depot/shared/users/users.schema';
import { canChangeSettings } from '@depot/shared/settings/settings.schema';
import { vi } from '../../i18n/vi';

export type NavItem = {
  path: string;
  label: string;
  icon: ReactNode;
  /** Only for the roles this allows (the page itself refuses the others); absent: everyone. */
  allowed?: (role: Role | undefined) => boolean;
};

/** Sidebar entries, in the spec's order; the old version's links are pages of this app now. */
export const NAV_ITEMS: NavItem[] = [
  { path: '/thong-ke', label: vi.nav.statistics, icon: <BarChartOutlined /> },
  { path: '/phieu-thu', label: vi.statistics.receiptsTitle, icon: <AccountBookOutlined /> },
  { path: '/so-quy', label: vi.cashBook.title, icon: <BookOutlined /> },
  {
    path: '/chi-tiet-van-chuyen',
    label: vi.statistics.detailTitle,
    icon: <FileSearchOutlined />,
  },
  { path: '/customers', label: vi.nav.customers, icon: <TeamOutlined /> },
  { path: '/customers/debt', label: vi.nav.debt, icon: <WalletOutlined /> },
  { path: '/products', label: vi.nav.products, icon: <InboxOutlined /> },
  { path: '/bang-ke-hang-theo-xe', label: vi.nav.trips, icon: <ProfileOutlined /> },
  { path: '/report', label: vi.nav.reports, icon: <FileTextOutlined /> },
  { path: '/cars', label: vi.nav.cars, icon: <CarOutlined /> },
  { path: '/specifications', label: vi.nav.specifications, icon: <TagsOutlined /> },
  { path: '/users', label: vi.nav.users, icon: <UserOutlined />, allowed: canManageAccounts },
  {
    path: '/sao-luu',
    label: vi.backups.title,
    icon: <DatabaseOutlined />,
    allowed: canManageAccounts,
  },
  {
    path: '/settings',
    label: vi.nav.settings,
    icon: <SettingOutlined />,
    allowed: canChangeSettings,
  },
];

/** The entry a path belongs to: `/users/update/3` → `/users`; `/` is the goods list. */
export function activeNavPath(pathname: string): string | undefined {
  if (pathname === '/') return '/products';
  // The longest entry that holds the path: /customers/debt is its own entry, not /customers.
  return NAV_ITEMS.filter(
    (item) => pathname === item.path || pathname.startsWith(`${item.path}/`),
  ).sort((a, b) => b.path.length - a.path.length)[0]?.path;
}
