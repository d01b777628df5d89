import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../api/envelope';
import { replySum, requiredId } from '../validation/numbers';
import { textFilter } from '../validation/text-rules';

/**
 * `Đối soát thu hộ` (docs/payments.md, "Owed to senders"): per sender, the thu hộ of their goods
 * not collected yet, collected and not paid out, and paid out; and the lines behind each figure.
 */

/** Senders per page; `total` counts them all and `sums` cover them all. */
export const COD_SENDERS_PAGE = 50;
export const COD_SENDERS_MAX_LIMIT = 200;

/** GET /api/cod/senders: the senders with thu hộ, by name or phone (`q`, accent-insensitive). */
export const codSendersQuerySchema = pageQuerySchema(
  COD_SENDERS_PAGE,
  COD_SENDERS_MAX_LIMIT,
).extend({ q: textFilter() });
export type CodSendersQuery = z.output<typeof codSendersQuerySchema>;

const figures = {
  /** Live lines naming the sender with thu hộ. */
  lines: z.number().int(),
  /** The thu hộ of those lines. */
  cod_amount: replySum(),
  /** Still to collect from the receivers. */
  not_collected: replySum(),
  /** Collected from the receivers and not paid out to the sender: what the depot owes them. */
  collected_unpaid: replySum(),
  /** Paid out to the sender. */
  paid_out: replySum(),
};
export const codFiguresSchema = z.object(figures);
export type CodFigures = z.infer<typeof codFiguresSchema>;

export const codSenderRowSchema = z.object({
  sender: z.object({ id: z.number().int(), full_name: z.string(), phone: z.string() }),
  ...figures,
});
export type CodSenderRow = z.infer<typeof codSenderRowSchema>;

/** The page of senders, most owed first, and every matching sender summed. */
export const codSendersSchema = pageSchema(codSenderRowSchema).extend({ sums: codFiguresSchema });
export type CodSenders = z.infer<typeof codSendersSchema>;

/** Where a line's thu hộ stands. */
export const COD_LINE_STATES = ['not_collected', 'partial', 'collected', 'paid_out'] as const;
export type CodLineState = (typeof COD_LINE_STATES)[number];

/** GET /api/cod/senders/:id/lines: a sender's lines with thu hộ, newest first. */
export const codLineSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  datetime: z.string(),
  receiver: z.object({ id: z.number().int(), full_name: z.string(), phone: z.string() }),
  cod_amount: z.number().int(),
  cod_collected: z.number().int(),
  cod_due: z.number().int(),
  paid_out: z.number().int(),
  state: z.enum(COD_LINE_STATES),
});
export type CodLine = z.infer<typeof codLineSchema>;

export const codSenderLinesSchema = z.object({
  sender: z.object({ id: z.number().int(), full_name: z.string(), phone: z.string() }),
  lines: z.array(codLineSchema),
  sums: codFiguresSchema,
});
export type CodSenderLines = z.infer<typeof codSenderLinesSchema>;

/** A receiver's line with thu hộ still to collect, and who it is collected for. */
export const codDueLineSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  datetime: z.string(),
  sender: z.object({ id: z.number().int(), full_name: z.string() }),
  cod_amount: z.number().int(),
  cod_collected: z.number().int(),
  cod_due: z.number().int(),
});
export type CodDueLine = z.infer<typeof codDueLineSchema>;

/** GET /api/cod/receivers/:id/lines: what a receiver still owes the senders, oldest first. */
export const codReceiverLinesSchema = z.object({
  lines: z.array(codDueLineSchema),
  cod_due: replySum(),
});
export type CodReceiverLines = z.infer<typeof codReceiverLinesSchema>;

/** GET /api/export/cod-sender: one sender's thu hộ statement in Excel. */
export const codSenderExportQuerySchema = z.object({ sender_id: requiredId('Người gửi') });
