import { PageHeader } from '../../../components/page-header';
import { vi } from '../../../i18n/vi';

/** Goods list (spec 1 §2, route /products) — placeholder until its issue lands. */
export function ProductsPage() {
  return <PageHeader title={vi.pages.products} />;
}
