import { z } from 'zod';
import { PUBLIC_STAGES, TRACK_CODE_REQUIRED, TRACK_PHONE4_INVALID } from './tracking.rules';

/** GET /api/public/track: the code printed on the label and the receiver's last 4 digits. */
export const trackQuerySchema = z.object({
  code: z
    .string({ error: TRACK_CODE_REQUIRED })
    .trim()
    .min(1, TRACK_CODE_REQUIRED)
    .max(40, TRACK_CODE_REQUIRED),
  phone4: z
    .string({ error: TRACK_PHONE4_INVALID })
    .trim()
    .regex(/^\d{4}$/, TRACK_PHONE4_INVALID),
});
export type TrackQuery = z.infer<typeof trackQuerySchema>;

/** GET /api/public/track/:token: the token of the QR code (trackingToken on the server). */
export const trackTokenParamSchema = z.object({
  token: z.string().regex(/^[0-9a-z]{1,8}-[A-Za-z0-9_-]{16}$/, 'Đường dẫn tra cứu không hợp lệ'),
});

/**
 * GET /api/public/track/receipt/:token: the token of a receipt's QR code, naming one customer's
 * goods on a vehicle and date (receiptTrackingToken on the server).
 */
export const receiptTrackTokenParamSchema = z.object({
  token: z
    .string()
    .regex(
      /^[0-9a-z]{1,8}\.[0-9a-z]{1,8}\.[0-9]{6}-[A-Za-z0-9_-]{16}$/,
      'Đường dẫn tra cứu không hợp lệ',
    ),
});

/** The public answer: nothing beyond these fields (docs/domain.md, "Tracking"). */
export const trackReplySchema = z.strictObject({
  code: z.string(),
  stages: z.array(
    z.strictObject({
      stage: z.enum(PUBLIC_STAGES),
      /** ISO 8601, UTC. */
      at: z.string(),
      /** The branch's name, null for a depot with one branch. */
      branch: z.string().nullable(),
    }),
  ),
  /** The plate of the vehicle carrying it, once it left. */
  car: z.string().optional(),
  delivered: z.strictObject({ at: z.string(), first_name: z.string() }).optional(),
});
export type TrackReply = z.infer<typeof trackReplySchema>;

/**
 * The public answer for a receipt's QR code: each parcel's code, its own tracking token, its
 * latest stage and when; the plate once the vehicle left. Nothing more (docs/domain.md,
 * "Tracking").
 */
export const trackReceiptReplySchema = z.strictObject({
  parcels: z.array(
    z.strictObject({
      code: z.string(),
      token: z.string(),
      stage: z.enum(PUBLIC_STAGES),
      at: z.string(),
    }),
  ),
  car: z.string().optional(),
});
export type TrackReceiptReply = z.infer<typeof trackReceiptReplySchema>;
