import { z } from 'zod';
import { withRequestId } from '../api/request-id';
import { EMPTY_PICKUP_MESSAGE } from '../products/products.schema';
import { isoDate } from '../validation/dates';
import { arrivalCountsSchema } from '../trips/trip-arrival.schema';
import { optionalText, requiredText } from '../validation/text-rules';
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
  /** The branch a new trip goes to (docs/domain.md, "Branches"); by default the goods'. */
  to_branch_id: z.preprocess(
    (v) => (v === '' || v === null || v === 0 ? undefined : v),
    idNumber('Chi nhánh đến không hợp lệ').optional(),
  ),
  /** Why goods go onto a vehicle that has left (an admin's act, kept in the trail). */
  reason: optionalText('Lý do'),
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

/** The longest code a scan takes: a printed code is about 12 characters, with its suffix. */
export const MAX_SCAN_CODE = 60;

/**
 * What a scan does with the goods: onto the vehicle's trip, off it at the dock, or off a departed
 * vehicle at the branch it goes to (`arrive`, `Nhận hàng xuống`).
 */
export const SCAN_ACTIONS = ['load', 'unload', 'arrive'] as const;
export type ScanAction = (typeof SCAN_ACTIONS)[number];

/**
 * POST /transports/scan (docs/decisions/0002-scan-request-ids.md, the yard screen): the goods with that printed code go onto
 * (or off) the vehicle's trip of that date through the same service as `Lên Hàng`. `client_id`
 * is made on the phone once per scan: the first outcome is kept, and a resend of the same id
 * (an offline queue sending again) answers it again without doing anything twice. Past the
 * capacity the answer asks for a confirmation: the phone sends the scan again with
 * `confirm_over_capacity` and a new `client_id`.
 */
export const scanBodySchema = z.object({
  client_id: z.uuid({ error: 'Mã lượt quét không hợp lệ' }),
  // Codes are written upper-case (`2611-0042-A`); a scanner or a hand may type lower-case.
  code: requiredText('Mã hàng', { max: MAX_SCAN_CODE }).overwrite((v) => v.toUpperCase()),
  car_id: requiredId('Xe'),
  datetime_from: isoDate('Ngày đi'),
  action: z.enum(SCAN_ACTIONS, {
    error: 'Thao tác phải là lên hàng, dỡ hàng hoặc nhận hàng xuống',
  }),
  confirm_over_capacity: z
    .boolean({ error: 'Xác nhận quá tải phải là true hoặc false' })
    .default(false),
});
export type ScanBody = z.input<typeof scanBodySchema>;

/** The goods a scan found, as the yard screen shows them in big type. */
export const scanGoodsSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  customer: z.string(),
  customer_id: z.number().int(),
  quantity: z.number(),
  /** kg */
  total_weight: z.number(),
});
export type ScanGoods = z.infer<typeof scanGoodsSchema>;

/**
 * Why a scan was refused, for the machine (the text is in `reason`):
 * - `unknown_code`: no goods have that code;
 * - `removed`: the goods were deleted;
 * - `already_loaded`: on another vehicle or date (load);
 * - `already_here`: already on this vehicle and date (load: a label scanned twice);
 * - `over_capacity`: past the vehicle's capacity, send again with confirm_over_capacity;
 * - `not_loaded`: not on this vehicle and date (unload);
 * - `car_missing`: the vehicle was deleted;
 * - `changed`: the list changed under the scan (archived meanwhile): scan again.
 */
export const SCAN_REFUSALS = [
  'unknown_code',
  'removed',
  'already_loaded',
  'already_here',
  'over_capacity',
  'not_loaded',
  'car_missing',
  'changed',
  // Arrival at the other branch (`arrive`).
  'no_trip',
  'not_departed',
  'not_your_branch',
  'already_arrived',
  'extra',
] as const;
export type ScanRefusal = (typeof SCAN_REFUSALS)[number];

/** A scan that went through: the goods and the vehicle's load after it. */
export const scanDoneSchema = z.object({
  ok: z.literal(true),
  action: z.enum(SCAN_ACTIONS),
  goods: scanGoodsSchema,
  load: carLoadSchema,
  /** An arrival: the trip's list after it. */
  arrival: arrivalCountsSchema.optional(),
});

/** A scan refused for good (kept: a resend answers the same). */
export const scanRefusedSchema = z.object({
  ok: z.literal(false),
  action: z.enum(SCAN_ACTIONS),
  kind: z.enum(SCAN_REFUSALS),
  /** What the yard screen says, in Vietnamese. */
  reason: z.string(),
  /** The goods, when the code was found. */
  goods: scanGoodsSchema.nullable(),
  /** The vehicle's load when known (over_capacity: before the refused goods). */
  load: carLoadSchema.nullable(),
  /** An arrival refused on a departed trip: its list as it stands. */
  arrival: arrivalCountsSchema.optional(),
});

/**
 * The reply of a scan, always a 200 once the scan was decided: `ok: false` is a refusal for good,
 * which a queue must not send again; any other status (network, 5xx) is worth sending again.
 */
export const scanResultSchema = z.discriminatedUnion('ok', [scanDoneSchema, scanRefusedSchema]);
export type ScanResult = z.infer<typeof scanResultSchema>;
export type ScanRefused = z.infer<typeof scanRefusedSchema>;
