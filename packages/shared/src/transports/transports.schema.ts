import { z } from 'zod';
import { withRequestId } from '../api/request-id';
import { EMPTY_PICKUP_MESSAGE } from '../products/products.schema';
import { isoDate } from '../validation/dates';
import { idNumber, requiredId } from '../validation/numbers';

/** The most goods one pickup loads at once. */
export const MAX_PICKUP_PRODUCTS = 1000;

/** A pickup naming the same goods twice. */
export const DUPLICATE_PICKUP_MESSAGE = 'Một mặt hàng được chọn hai lần';

/**
 * POST /transports, the pickup form `Lên Hàng` (spec 1 §3 Pickup payload): the goods go onto
 * that vehicle's trip of that date, all or nothing. Past the vehicle's capacity the server
 * answers 409 with the figures unless `confirm_overload` is true.
 */
export const transportBodySchema = z.object({
  car_id: requiredId('Xe'),
  datetime_from: isoDate('Ngày đi'),
  products: z
    .array(idNumber('Mã hàng không hợp lệ'), { error: EMPTY_PICKUP_MESSAGE })
    .min(1, EMPTY_PICKUP_MESSAGE)
    .max(MAX_PICKUP_PRODUCTS, `Mỗi lần lên tối đa ${MAX_PICKUP_PRODUCTS} mặt hàng`)
    // A repeated id is a client bug (a row picked twice): refused rather than loaded once
    // quietly, so the count the person confirmed is the count that goes on the vehicle.
    .refine((ids) => new Set(ids).size === ids.length, DUPLICATE_PICKUP_MESSAGE),
  confirm_overload: z.boolean({ error: 'Xác nhận quá tải phải là true hoặc false' }).default(false),
});
export type TransportBody = z.input<typeof transportBodySchema>;

/** POST /transports as sent: the pickup, and the form's `request_id` that makes a resend load once. */
export const transportCreateSchema = withRequestId(transportBodySchema);
export type TransportCreateBody = z.input<typeof transportCreateSchema>;

/** A vehicle's load on one departure date: capacity, what is on it, what remains (kg). */
export const carLoadSchema = z.object({
  car_id: z.number().int(),
  number_car: z.string(),
  driver_name: z.string(),
  datetime_from: z.string(),
  /** Capacity in kg. */
  capacity: z.number(),
  /** Weight already on the vehicle's live trip of that date. */
  loaded_weight: z.number(),
  /** Goods lines already on it. */
  count: z.number().int(),
  /** capacity − loaded_weight; negative when overloaded. */
  remaining: z.number(),
});
export type CarLoad = z.infer<typeof carLoadSchema>;

/** GET /transports/load: the figures the pickup form shows before loading. */
export const carLoadQuerySchema = z.object({
  car_id: requiredId('Xe'),
  datetime_from: isoDate('Ngày đi'),
});

/** The reply of a successful pickup. */
export const transportResultSchema = z.object({
  trip_id: z.number().int(),
  loaded: z.number().int(),
  load: carLoadSchema,
});
export type TransportResult = z.infer<typeof transportResultSchema>;

/** Goods already on a vehicle, named in the 409 of a pickup. */
export const loadedElsewhereSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  number_car: z.string(),
  datetime_from: z.string(),
});

/** `data` of a pickup's 409: either goods already loaded, or the overload figures. */
export const transportConflictSchema = z.object({
  reason: z.enum(['already_loaded', 'overload']),
  products: z.array(loadedElsewhereSchema),
  load: carLoadSchema.nullable(),
  /** Weight the refused pickup would have added. */
  adding_weight: z.number(),
});
export type TransportConflict = z.infer<typeof transportConflictSchema>;
