import { PageHeader } from '../../../components/page-header';
import { vi } from '../../../i18n/vi';

/** Statistics (spec 2, route /thong-ke) — placeholder until its issue lands. */
export function StatisticsPage() {
  return <PageHeader title={vi.pages.statistics} />;
}
