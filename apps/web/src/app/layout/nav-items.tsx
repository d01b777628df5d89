import type { ReactNode } from 'react';
import {
  AccountBookOutlined,
  BarChartOutlined,
  BookOutlined,
  RiseOutlined,
  DashboardOutlined,
  CarOutlined,
  DatabaseOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  HourglassOutlined,
  InboxOutlined,
  InteractionOutlined,
  ProfileOutlined,
  ScanOutlined,
  SettingOutlined,
  ShopOutlined,
  SwapOutlined,
  TagsOutlined,
  TeamOutlined,
  TransactionOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { Role } from '@depot/shared/users/users.schema';
import { canManageAccounts } from '@depot/shared/users/users.schema';
import { canChangeSettings } from '@depot/shared/settings/settings.schema';
import { canSee, type StaffAccess, type StaffView } from '@depot/shared/settings/staff-access';
import { vi } from '../../i18n/vi';

export type NavItem = {
  path: string;
  label: string;
  icon: ReactNode;
  /** Only for the roles this allows (the page itself refuses the others); absent: everyone. */
  allowed?: (role: Role | undefined) => boolean;
  /** Only for those who see this view (the owner may hide it from staff, settings). */
  view?: StaffView;
  /** Only for those who do not see this view: an entry standing in for a hidden one. */
  instead?: StaffView;
  /** Only once the depot has more than one branch (docs/domain.md, "Branches"). */
  branches?: boolean;
};

/** Sidebar entries, in the spec's order; the old version's links are pages of this app now. */
export const NAV_ITEMS: NavItem[] = [
  { path: '/thong-ke', label: vi.nav.statistics, icon: <BarChartOutlined />, view: 'statistics' },
  // The statistics page carries the dashboard; without the statistics it has an entry of its own.
  {
    path: '/thong-ke/tong-quan',
    label: vi.dashboard.title,
    icon: <DashboardOutlined />,
    view: 'dashboard',
    instead: 'statistics',
  },
  {
    path: '/phieu-thu',
    label: vi.statistics.receiptsTitle,
    icon: <AccountBookOutlined />,
    view: 'statistics',
  },
  { path: '/so-quy', label: vi.cashBook.title, icon: <BookOutlined /> },
  { path: '/doi-soat-thu-ho', label: vi.cod.navLabel, icon: <InteractionOutlined /> },
  {
    path: '/chuyen-tien',
    label: vi.remittances.navLabel,
    icon: <TransactionOutlined />,
    branches: true,
  },
  {
    path: '/lai-chuyen-xe',
    label: vi.tripsProfit.navLabel,
    icon: <RiseOutlined />,
    view: 'statistics',
  },
  {
    path: '/chi-tiet-van-chuyen',
    label: vi.statistics.detailTitle,
    icon: <FileSearchOutlined />,
    view: 'statistics',
  },
  { path: '/customers', label: vi.nav.customers, icon: <TeamOutlined /> },
  { path: '/customers/debt', label: vi.nav.debt, icon: <WalletOutlined /> },
  {
    path: '/customers/doi-dia-chi',
    label: vi.addressConversion.navLabel,
    icon: <SwapOutlined />,
    allowed: canManageAccounts,
  },
  { path: '/products', label: vi.nav.products, icon: <InboxOutlined /> },
  {
    path: '/hang-cho-giao',
    label: vi.waitingGoods.title,
    icon: <HourglassOutlined />,
    branches: true,
  },
  { path: '/bang-ke-hang-theo-xe', label: vi.nav.trips, icon: <ProfileOutlined /> },
  { path: '/xep-hang', label: vi.yard.navLabel, icon: <ScanOutlined /> },
  { path: '/report', label: vi.nav.reports, icon: <FileTextOutlined /> },
  { path: '/cars', label: vi.nav.cars, icon: <CarOutlined /> },
  { path: '/specifications', label: vi.nav.specifications, icon: <TagsOutlined /> },
  { path: '/users', label: vi.nav.users, icon: <UserOutlined />, allowed: canManageAccounts },
  {
    path: '/chi-nhanh',
    label: vi.branches.title,
    icon: <ShopOutlined />,
    allowed: canManageAccounts,
  },
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

/**
 * The entries a user of `role` sees under the owner's settings `access`, in order;
 * `branchesShown`: the depot has more than one branch (`useBranches().shown`).
 */
export function visibleNavItems(
  role: Role | undefined,
  access: StaffAccess,
  branchesShown = false,
): NavItem[] {
  return NAV_ITEMS.filter(
    (item) =>
      (!item.branches || branchesShown) &&
      (!item.allowed || item.allowed(role)) &&
      (!item.view || canSee(item.view, role, access)) &&
      (!item.instead || !canSee(item.instead, role, access)),
  );
}

/** The entry a path belongs to: `/users/update/3` → `/users`; `/` is the goods list. */
export function activeNavPath(pathname: string, items: NavItem[] = NAV_ITEMS): string | undefined {
  if (pathname === '/') return '/products';
  // The longest entry that holds the path: /customers/debt is its own entry, not /customers.
  return items
    .filter((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}
