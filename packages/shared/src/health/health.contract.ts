import { endpoint } from '../api/contract';
import { envelopeSchema } from '../api/envelope';
import { healthSchema, readySchema } from './health.schema';

/** Whether the server and its database answer: monitors call it without signing in. */
export const healthApi = {
  /** GET /health: 200 when the database answers, 503 with the same figures when it does not. */
  check: endpoint({
    method: 'GET',
    path: '/health',
    tags: ['Hệ thống'],
    reply: healthSchema,
    public: true,
    responses: { 503: envelopeSchema(healthSchema) },
  }),
  /**
   * GET /ready: whether a load balancer may send this process requests (README "Chạy nhiều máy
   * chủ"). 200 once the database answers and is migrated; 503 while the process starts, when
   * the database does not answer, and from a stop signal on, while it drains.
   */
  ready: endpoint({
    method: 'GET',
    path: '/ready',
    tags: ['Hệ thống'],
    reply: readySchema,
    public: true,
    responses: { 503: envelopeSchema(readySchema) },
  }),
};
