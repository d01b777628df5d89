import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { DashboardRange } from '../api/get-dashboard';

const Dashboard = lazy(() => import('./dashboard').then((m) => ({ default: m.Dashboard })));

/**
 * The dashboard as a lazily loaded piece, for a page to mount (the statistics page puts it at
 * its top): its code and the chart library download only where it shows.
 */
export function LazyDashboard({ range }: { range?: DashboardRange }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <Dashboard range={range} />
    </Suspense>
  );
}
