import { PageHeader } from '../../../components/page-header';
import { vi } from '../../../i18n/vi';

/** Statements by vehicle (spec 2 §2.1, route /bang-ke-hang-theo-xe) — placeholder until its issue lands. */
export function TripsPage() {
  return <PageHeader title={vi.pages.trips} />;
}
