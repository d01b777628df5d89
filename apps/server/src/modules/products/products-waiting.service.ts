import type { Page } from '@depot/shared/api/envelope';
import { productCode } from '@depot/shared/products/products.rules';
import type {
  WaitingCustomer,
  waitingGoodsQuerySchema,
} from '@depot/shared/products/waiting-goods.schema';
import type { z } from 'zod';
import type { Context } from '../../lib/context';
import { pageOf } from '../../lib/reply';
import { foldedKeyword } from '../../lib/sql-pattern';
import { depotTimeZone } from '../settings/settings.service';
import { trackingTokensOf } from '../tracking/tracking-links.service';
import * as q from './products-waiting.queries';

/**
 * GET /products/waiting (`Hàng chờ giao`, docs/domain.md "Branches"): at the branch acted for,
 * the goods that arrived and wait for their receiver, by customer, the longest waiting first.
 */
export async function waitingGoods(
  ctx: Context,
  query: z.output<typeof waitingGoodsQuerySchema>,
): Promise<Page<WaitingCustomer>> {
  const filters: q.WaitingFilters = {
    branch: ctx.branch ?? null,
    customerFolded: foldedKeyword(query.customer),
    customerId: query.customer_id,
    zone: await depotTimeZone(ctx),
  };
  const { paged, limit } = query;
  const customers = await q.waitingCustomers(ctx.db, filters, { paged, limit });
  const parcels = await q.waitingParcels(
    ctx.db,
    filters,
    customers.map((c) => c.id),
  );
  const tokens = await trackingTokensOf(
    ctx,
    parcels.map((p) => p.id),
  );
  const rows = customers.map((c) => {
    const own = parcels
      .filter((p) => p.customer_id === c.id)
      .map((p) => ({
        id: p.id,
        code: productCode(p),
        name: p.name,
        quantity: p.quantity,
        total_weight: Number(p.total_weight),
        arrived_at: p.arrived_at,
        age_days: p.age_days,
        due: Number(p.due),
        cod_due: Number(p.cod_due),
        attempts: p.attempts,
        branch_id: p.branch_id,
        track_token: tokens.get(p.id)!,
      }));
    return {
      customer: { id: c.id, full_name: c.full_name, phone: c.phone },
      parcels: own,
      oldest_days: Math.max(0, ...own.map((p) => p.age_days)),
    };
  });
  return pageOf(rows, customers[0]?.total ?? 0, paged, limit);
}
