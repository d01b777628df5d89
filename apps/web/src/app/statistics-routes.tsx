import type { RouteObject } from 'react-router';

/**
 * The statistics screens and the dashboard's own page (docs/domain.md): behind the owner's switches of
 * what staff see (settings), each its own lazily loaded chunk.
 */
export const statisticsRoutes: RouteObject[] = [
  {
    // The owner may hide these from staff (settings): a 403 page for them then.
    lazy: () => import('./require-role').then((m) => ({ Component: m.RequireStatistics })),
    children: [
      {
        path: 'thong-ke',
        // The dashboard sits at the top of the statistics (each its own feature and
        // chunk), for those who may see it.
        lazy: () =>
          Promise.all([
            import('../features/statistics/components/statistics-page'),
            import('../features/dashboard/components/lazy-dashboard'),
            import('../lib/depot-zone'),
          ]).then(([stats, dashboard, zone]) => ({
            Component: function StatisticsWithDashboard() {
              const withDashboard = zone.useCanSee('dashboard');
              return (
                <stats.StatisticsPage
                  top={
                    withDashboard ? (range) => <dashboard.LazyDashboard range={range} /> : undefined
                  }
                />
              );
            },
          })),
      },
      {
        path: 'phieu-thu',
        lazy: () =>
          import('../features/statistics/components/receipt-stats-page').then((m) => ({
            Component: m.ReceiptStatsPage,
          })),
      },
      {
        path: 'lai-chuyen-xe',
        lazy: () =>
          import('../features/statistics/components/trips-profit-page').then((m) => ({
            Component: m.TripsProfitPage,
          })),
      },
      {
        path: 'chi-tiet-van-chuyen',
        lazy: () =>
          import('../features/statistics/components/transport-detail-page').then((m) => ({
            Component: m.TransportDetailPage,
          })),
      },
    ],
  },
  {
    lazy: () => import('./require-role').then((m) => ({ Component: m.RequireDashboard })),
    children: [
      {
        path: 'thong-ke/tong-quan',
        lazy: () =>
          import('../features/dashboard/components/dashboard-page').then((m) => ({
            Component: m.DashboardPage,
          })),
      },
    ],
  },
];
