import { z } from 'zod';

/**
 * The id a form makes once for the record it is about to create (docs/decisions/0014-one-owner-per-table.md): a double click or a
 * resend after a lost reply carries the same id, and the server records the create once and
 * answers the first reply again. Any UUID; the web app uses crypto.randomUUID().
 */
export const requestIdSchema = z.uuid({ error: 'Mã yêu cầu không hợp lệ' });

/** The optional `request_id` of a create body, as an object to intersect with it. */
export const requestIdBodySchema = z.object({ request_id: requestIdSchema.optional() });
export type RequestIdBody = z.infer<typeof requestIdBodySchema>;

/** The 409 of an id already used for another kind of create, or by another person. */
export const REQUEST_ID_REUSED = 'Mã yêu cầu đã được dùng cho thao tác khác';

/**
 * A create body that also takes `request_id`: goods, customers, pickups, and the payments that
 * follow. An intersection rather than `.extend`, so it also fits a body that is refined or
 * transformed (goods), and keeps every rule of the body it is given.
 */
export function withRequestId<T extends z.ZodType<object>>(body: T) {
  return z.intersection(body, requestIdBodySchema);
}
