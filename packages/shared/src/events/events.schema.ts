import { z } from 'zod';

/**
 * The kinds of change the server announces on `GET /api/events` (docs/decisions/0013-live-screens-several-servers.md), named as the web
 * app's refresh map names them (apps/web/src/lib/refresh-map.ts is typed by this list, so the two
 * cannot drift): each kind says which screens' data went stale.
 */
export const CHANGE_KINDS = [
  'goodsReceived',
  'goodsEdited',
  'goodsDeleted',
  'goodsLoaded',
  'goodsUnloaded',
  'goodsMoved',
  'goodsPaid',
  'goodsDelivered',
  'deliveryFailed',
  'statementArchived',
  'statementRestored',
  'paymentRecorded',
  'paymentVoided',
  'payoutRecorded',
  'payoutVoided',
  'remittanceChanged',
  'cashCounted',
  'customerChanged',
  'carChanged',
  'specificationChanged',
  'branchChanged',
  'userChanged',
  'suggestionRemoved',
  'backupMade',
] as const;

export const changeKindSchema = z.enum(CHANGE_KINDS);
export type ChangeKind = z.infer<typeof changeKindSchema>;

/**
 * At most this many ids travel with one event: a NOTIFY payload must stay under 8000 bytes, and
 * a client wanting more (a whole statement archived) refreshes the kind's screens anyway.
 */
export const CHANGE_IDS_CAP = 200;

/** The name of the PostgreSQL NOTIFY channel every server process listens on. */
export const CHANGE_CHANNEL = 'depot_changes';

/**
 * One change as a stream sends it (the `data:` of an SSE event, whose `id:` is the same `id`).
 * `ids`: the goods, customer, vehicle… ids touched, capped at CHANGE_IDS_CAP.
 */
export const changeEventSchema = z.object({
  /** The row id of `change_events` (a bigint, as text): the stream's `Last-Event-ID`. */
  id: z.string().regex(/^\d+$/),
  kind: changeKindSchema,
  ids: z.array(z.number().int()).max(CHANGE_IDS_CAP).optional(),
  /** When it was committed, ISO 8601. */
  at: z.string(),
});
export type ChangeEvent = z.infer<typeof changeEventSchema>;

/**
 * The SSE event names of the stream: `change` (one ChangeEvent), `reset` (the id asked for is
 * older than what the server keeps: refresh everything), `ready` (the backlog is sent; its `id:`
 * is the newest change so far, for a client that reconnects before any change came).
 */
export const STREAM_EVENTS = { change: 'change', reset: 'reset', ready: 'ready' } as const;

/** The query of GET /events: the last id seen, for a client that cannot send the header. */
export const eventsQuerySchema = z.object({
  last_event_id: z
    .string()
    .regex(/^\d{1,18}$/, 'Mã sự kiện không hợp lệ')
    .optional(),
});

/** How long the server keeps announced changes for catching up (the older ones are pruned). */
export const CHANGE_KEEP_HOURS = 24;
