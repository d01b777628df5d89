import { PageHeader } from '../../../components/page-header';
import { vi } from '../../../i18n/vi';
import { Dashboard } from './dashboard';

/** /thong-ke/tong-quan: the dashboard on a page of its own. */
export function DashboardPage() {
  return (
    <>
      <PageHeader title={vi.dashboard.title} />
      <Dashboard />
    </>
  );
}
