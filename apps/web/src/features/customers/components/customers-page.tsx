import { PageHeader } from '../../../components/page-header';
import { vi } from '../../../i18n/vi';

/** Customer list (spec 1 §2, route /customers) — placeholder until its issue lands. */
export function CustomersPage() {
  return <PageHeader title={vi.pages.customers} />;
}
