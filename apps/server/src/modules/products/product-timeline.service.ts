import type { TimelineEntry, TimelineStage } from '@depot/shared/products/product-timeline.schema';
import { NotFoundError } from '../../errors';
import type { Context } from '../../lib/context';
import { timelineOf, type TimelineRow } from './product-timeline.queries';
import { productExists } from './products.queries';
import { PRODUCT_NOT_FOUND } from './products.service';

/** The trail's actions as the stages of a parcel's road (docs/domain.md, "Branches"). */
const STAGE_OF: Record<string, TimelineStage> = {
  create: 'received',
  load: 'loaded',
  move: 'loaded',
  archive: 'unloaded',
  depart: 'in_transit',
  arrive: 'arrived',
  missing: 'missing',
  written_off: 'written_off',
  extra_accepted: 'extra_accepted',
  delete: 'deleted',
  restore: 'restored',
  deliver: 'delivered',
  undeliver: 'delivery_voided',
  delivery_failed: 'delivery_failed',
  return: 'returned',
};

function toEntry(row: TimelineRow): TimelineEntry {
  return {
    at: row.at,
    stage: STAGE_OF[row.action]!,
    branch:
      row.branch_id === null
        ? null
        : { id: row.branch_id, code: row.branch_code ?? '', name: row.branch_name ?? '' },
    car: row.car_id === null ? null : { id: row.car_id, number_car: row.number_car ?? '' },
    by: row.by_id === null ? null : { id: row.by_id, fullname: row.by_name ?? '' },
    delivery:
      row.delivery_id === null ? null : { id: row.delivery_id, number: row.delivery_number ?? '' },
  };
}

/** GET /products/:id/timeline: where the parcel has been, oldest first. */
export async function productTimeline(ctx: Context, id: number): Promise<TimelineEntry[]> {
  if (!(await productExists(ctx.db, id))) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return timelineEntries(ctx, id);
}

/** The same for a parcel the caller has just read (the public tracking): one query less. */
export async function timelineEntries(ctx: Context, id: number): Promise<TimelineEntry[]> {
  return (await timelineOf(ctx.db, id)).map(toEntry);
}
