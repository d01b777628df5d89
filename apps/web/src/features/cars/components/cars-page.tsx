import { PageHeader } from '../../../components/page-header';
import { vi } from '../../../i18n/vi';

/** Vehicle list (route /cars) — placeholder until its issue lands. */
export function CarsPage() {
  return <PageHeader title={vi.pages.cars} />;
}
