import { fileEndpoint } from '../api/contract';
import { eventsQuerySchema } from './events.schema';

/** Live screens (docs/decisions/0013-live-screens-several-servers.md): one stream of changes per open tab. */
export const eventsApi = {
  /**
   * GET /events: server-sent events (`text/event-stream`) of every change made by anyone, for a
   * signed-in user (Authorization: Bearer, as every call). After `Last-Event-ID` (header, or
   * `last_event_id`) the stored changes come first, then the live ones; `reset` when that id is
   * older than what is kept.
   */
  stream: fileEndpoint({
    method: 'GET',
    path: '/events',
    tags: ['Hệ thống'],
    query: eventsQuerySchema,
    file: {
      type: 'text/event-stream',
      description: 'Luồng sự kiện thay đổi (server-sent events): `change` và `reset`',
    },
  }),
};
