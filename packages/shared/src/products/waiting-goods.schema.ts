import { z } from 'zod';
import { pageQuerySchema } from '../api/envelope';
import { optionalIdFilter } from '../validation/numbers';
import { textFilter } from '../validation/text-rules';

/**
 * `Hàng chờ giao` (docs/domain.md, "Branches"): the goods that arrived at the branch they go to
 * and wait for their receiver, by customer, oldest first, each with its age in days.
 */
export const WAITING_PAGE_SIZE = 20;

/**
 * GET /products/waiting: a page of customers; `customer` finds them by name, accent-free;
 * `customer_id` one customer alone (`Sao chép tin nhắn` from the goods and arrival lists).
 */
export const waitingGoodsQuerySchema = pageQuerySchema(WAITING_PAGE_SIZE).extend({
  customer: textFilter(),
  customer_id: optionalIdFilter('Khách hàng'),
});
export type WaitingGoodsQuery = z.input<typeof waitingGoodsQuerySchema>;

export const waitingParcelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** kg */
  total_weight: z.number(),
  /** When it was scanned off (ISO 8601, UTC). */
  arrived_at: z.string(),
  /** Whole days since then, at the depot. */
  age_days: z.number().int(),
  /** The freight still owed on it, in đồng. */
  due: z.number().int(),
  /** The thu hộ still to collect from the receiver on it (docs/payments.md), in đồng. */
  cod_due: z.number().int(),
  /** Failed handover attempts so far (`Không giao được`, docs/domain.md "Handover"). */
  attempts: z.number().int(),
  /** The branch it waits at: where its vehicle went (named on screens that span branches). */
  branch_id: z.number().int(),
  /** Its public tracking link's token (docs/domain.md, "Tracking"), for the receiver's message. */
  track_token: z.string(),
});

export const waitingCustomerSchema = z.object({
  customer: z.object({ id: z.number().int(), full_name: z.string(), phone: z.string() }),
  parcels: z.array(waitingParcelSchema),
  /** The oldest parcel's age, in days: the list's order. */
  oldest_days: z.number().int(),
});
export type WaitingCustomer = z.infer<typeof waitingCustomerSchema>;
