import { FREIGHT_PAYERS } from '../products/sender-cod.rules';
import { customerAddressSchema } from '../customers/customers.schema';
import { z } from 'zod';
import { lineMoneyFields } from '../payments/line-money.schema';
import { paginateSchema } from '../api/envelope';
import { PRICE_TYPES } from '../products/products.rules';
import { carLoadSchema, loadedElsewhereSchema } from '../transports/transports.schema';
import { replySum } from '../validation/numbers';

/** The vehicle of a statement row; `total_weight` is its capacity in kg. */
export const tripCarSchema = z.object({
  id: z.number().int(),
  number_car: z.string(),
  driver_name: z.string(),
  total_weight: z.number(),
});
export type TripCar = z.infer<typeof tripCarSchema>;

/** Who archived, as the archive tab shows it. */
export const actorRefSchema = z.object({ id: z.number().int(), fullname: z.string() });

/** Figures of a set of lines: counts, kg and đồng (collected = amounts of the paid lines). */
const figures = {
  lines: z.number().int(),
  total_weight: replySum(),
  amount: replySum(),
  collected: replySum(),
};

/**
 * A row of GET /trips: one vehicle on one departure date (a trip). With `customer_id`, the
 * figures are that customer's lines only; with `archived=true` (deleted lists), those of the
 * lines the list had when it was deleted (lines removed one by one before are not counted).
 */
export const tripRowSchema = z.object({
  /** The trip id. */
  id: z.number().int(),
  car: tripCarSchema,
  datetime_from: z.string(),
  /** How many customers have lines in it. */
  customers: z.number().int(),
  ...figures,
  /**
   * docs/domain.md: the trip's load reaches the car's capacity (`Hết chỗ`): its live load, or for a
   * deleted list the load it had when deleted.
   */
  is_full: z.boolean(),
  /** Archive mode: when the latest of these lines was archived, by whom and why. */
  archived_at: z.string().nullable(),
  archived_by: actorRefSchema.nullable(),
  archive_reason: z.string().nullable(),
});
export type TripRow = z.infer<typeof tripRowSchema>;

/** GET /trips/count: the live lines that DELETE /trips would archive. */
export const tripCountSchema = z.object({ total: z.number().int() });
export type TripCount = z.infer<typeof tripCountSchema>;

/** DELETE /trips and the line deletes: how many lines went to the archive. */
export const archiveResultSchema = z.object({
  archived: z.number().int(),
  /** Trips left without any live line, archived whole. */
  trips_archived: z.number().int(),
});
export type ArchiveResult = z.infer<typeof archiveResultSchema>;

/** The customer of a statement, with the address units as `{id, name, type}`. */
export const statementCustomerSchema = customerAddressSchema;
export type StatementCustomer = z.infer<typeof statementCustomerSchema>;

/** A row of GET /trips/customers: one customer's statement on one trip. */
export const tripCustomerRowSchema = z.object({
  trip_id: z.number().int(),
  customer: statementCustomerSchema,
  car: tripCarSchema,
  /** The departure date of the trip. */
  datefrom: z.string(),
  ...figures,
  /** docs/decisions/0012-archive-and-close-statements.md: every line is paid (`Đã Đóng`). */
  is_close: z.boolean(),
});
export type TripCustomerRow = z.infer<typeof tripCustomerRowSchema>;

/** The goods of a statement line (spec 2 §3 Product). */
export const transportProductSchema = z.object({
  id: z.number().int(),
  /** productCode(): `2611-0042`, `-suffix` when set. */
  code: z.string(),
  name: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  total_weight: z.number(),
  price_type: z.enum(PRICE_TYPES),
  is_total_money: z.boolean(),
  is_paid: z.boolean(),
  /** Đồng collected for the line (docs/decisions/0001-payments-are-records.md): less than its amount while partly paid. */
  paid_amount: z.number().int().optional(),
  /** Who pays its freight: a sender who pays owes it, not this customer (docs/payments.md). */
  freight_payer: z.enum(FREIGHT_PAYERS),
  specification: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  suffix: z.string().nullable(),
  year_create: z.number().int(),
  month_create: z.number().int(),
  order: z.number().int(),
});

/** A row of GET /transport/products: one goods line on a trip (a "transport"). */
export const transportLineSchema = z.object({
  /** The trip item id: the `transport_id` of the line routes. */
  id: z.number().int(),
  trip_id: z.number().int(),
  product: transportProductSchema,
  /** lineAmount() of the line, in đồng. */
  amount: z.number().int(),
  /** lineMoney() of the line. */
  ...lineMoneyFields,
  car: tripCarSchema,
  datetime_from: z.string(),
  customer: z.object({ id: z.number().int(), full_name: z.string() }),
  /** Set on archived lines. */
  removed_at: z.string().nullable(),
});
export type TransportLine = z.infer<typeof transportLineSchema>;

/** Totals of every line the query matches, not only the page (statementTotals() of shared). */
export const transportTotalsSchema = z.object({
  lines: z.number().int(),
  quantity: replySum(),
  total_weight: replySum(),
  amount: replySum(),
  collected: replySum(),
  /** Still due on lines their senders pay: not from this customer (docs/payments.md). */
  sender_due: replySum(),
  due: replySum(),
});

export const transportLinesPageSchema = z.object({
  rows: z.array(transportLineSchema),
  total: z.number().int(),
  paginate: paginateSchema,
  totals: transportTotalsSchema,
});
export type TransportLinesPage = z.infer<typeof transportLinesPageSchema>;

/** PATCH /transport/:transport_id/paid. */
export const transportPaidResultSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  is_paid: z.boolean(),
});
export type TransportPaidResult = z.infer<typeof transportPaidResultSchema>;

/** POST /trips/restore: the live trip the lines went back onto. */
export const tripRestoreResultSchema = z.object({
  trip_id: z.number().int(),
  restored: z.number().int(),
});

/** `data` of a refused restore: the goods loaded elsewhere since (code, name, vehicle, date). */
export const tripRestoreConflictSchema = z.object({ products: z.array(loadedElsewhereSchema) });

/** POST /transport/move: the target trip and how many lines moved onto it. */
export const transportMoveResultSchema = z.object({
  trip_id: z.number().int(),
  moved: z.number().int(),
});

/** `data` of a refused move: the goods that are not on a vehicle. */
/** A refused move: goods not loaded (named), or the target vehicle's load past its capacity. */
export const transportMoveConflictSchema = z.object({
  reason: z.enum(['already_loaded', 'overload']).optional(),
  products: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  load: carLoadSchema.nullable().optional(),
  adding_weight: z.number().optional(),
});
