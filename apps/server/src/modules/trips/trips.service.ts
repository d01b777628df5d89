import type { Page } from '@depot/shared/api/envelope';
import type {
  TransportLinesPage,
  TripCount,
  TripCustomerRow,
  TripRow,
} from '@depot/shared/trips/trips-replies.schema';
import { canUseArchive } from '@depot/shared/trips/trips.rules';
import type {
  TransportProductsFilters,
  TripCustomersFilters,
  TripListFilters,
  TripScope,
} from '@depot/shared/trips/trips.schema';
import { ForbiddenError } from '../../errors';
import { actorOf, type Context } from '../../lib/context';
import { pageOf } from '../../lib/reply';
import { lineTotals, listLines } from './transport-lines.queries';
import { toTotals, toTransportLine, toTripCustomerRow, toTripRow } from './trips.mapper';
import { listTrips as listTripRows } from './trips-list.queries';
import * as q from './trips.queries';

export const ARCHIVE_FORBIDDEN = 'Chỉ superadmin được xem và khôi phục danh sách đã xóa';

/** The archive (docs/domain.md, docs/decisions/0012-archive-and-close-statements.md) is the superadmin's; everything else any signed-in user's. */
export function assertArchiveRole(ctx: Context): void {
  if (!canUseArchive(actorOf(ctx).role)) throw new ForbiddenError(ARCHIVE_FORBIDDEN);
}

function filtersOf(
  ctx: Context,
  query: {
    car_id?: number;
    date_from?: string;
    date_to?: string;
    customer_id?: number;
    archived?: boolean;
    removed?: boolean;
  },
): q.LineFilters {
  return {
    branch: ctx.branch,
    carId: query.car_id,
    dateFrom: query.date_from,
    dateTo: query.date_to,
    customerId: query.customer_id,
    archived: query.archived ?? false,
    removed: query.removed ?? false,
  };
}

/** Deleted lists and removed lines are both the archive: the superadmin's. */
function readsArchive(ctx: Context, query: { archived: boolean; removed?: boolean }): void {
  if (query.archived || query.removed) assertArchiveRole(ctx);
}

/** GET /trips: one row per vehicle and departure date, newest first. */
export async function listTrips(ctx: Context, query: TripListFilters): Promise<Page<TripRow>> {
  readsArchive(ctx, query);
  const { paged, limit } = query;
  const { rows, total } = await listTripRows(ctx.db, filtersOf(ctx, query), { paged, limit });
  return pageOf(
    rows.map((row) => toTripRow(row, query.archived)),
    total,
    paged,
    limit,
  );
}

/** GET /trips/count: the live lines DELETE /trips would archive (same scope). */
export async function countTripLines(ctx: Context, scope: TripScope): Promise<TripCount> {
  return { total: await q.countLines(ctx.db, filtersOf(ctx, scope)) };
}

/** GET /trips/customers: one statement (customer on a trip) per row. */
export async function listTripCustomers(
  ctx: Context,
  query: TripCustomersFilters,
): Promise<Page<TripCustomerRow>> {
  readsArchive(ctx, query);
  const { paged, limit } = query;
  const { rows, total } = await q.listTripCustomers(ctx.db, filtersOf(ctx, query), {
    paged,
    limit,
  });
  return pageOf(rows.map(toTripCustomerRow), total, paged, limit);
}

/** GET /transport/products: one page of goods lines and the totals of all that match. */
export async function listTransportLines(
  ctx: Context,
  query: TransportProductsFilters,
): Promise<TransportLinesPage> {
  readsArchive(ctx, query);
  const { paged, limit } = query;
  const filters = filtersOf(ctx, query);
  const sums = await lineTotals(ctx.db, filters);
  const rows = sums.lines > 0 ? await listLines(ctx.db, filters, { paged, limit }) : [];
  return {
    ...pageOf(rows.map(toTransportLine), sums.lines, paged, limit),
    totals: toTotals(sums),
  };
}
