import { PageHeader } from '../../../components/page-header';
import { vi } from '../../../i18n/vi';

/** Specification list (route /specifications) — placeholder until its issue lands. */
export function SpecificationsPage() {
  return <PageHeader title={vi.pages.specifications} />;
}
