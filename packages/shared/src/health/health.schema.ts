import { z } from 'zod';

/** GET /health data: whether the database answers (the envelope's status says the rest). */
export const healthSchema = z.object({ database: z.enum(['ok', 'down']) });
export type Health = z.infer<typeof healthSchema>;

/**
 * Where a server process is in its life: `starting` until the database is migrated and seeded,
 * `ready` while it takes traffic, `draining` from a stop signal until it closes.
 */
export const READINESS_PHASES = ['starting', 'ready', 'draining'] as const;
export type ReadinessPhase = (typeof READINESS_PHASES)[number];

/** GET /ready data: whether a load balancer may send this process requests, and why not. */
export const readySchema = z.object({
  ready: z.boolean(),
  phase: z.enum(READINESS_PHASES),
  database: z.enum(['ok', 'down']),
});
export type Ready = z.infer<typeof readySchema>;
