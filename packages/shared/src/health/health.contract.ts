import { endpoint } from '../api/contract';
import { envelopeSchema } from '../api/envelope';
import { healthSchema } from './health.schema';

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
};
