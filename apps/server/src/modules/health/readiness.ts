import type { ReadinessPhase } from '@depot/shared/health/health.schema';

/**
 * Where this process is in its life, for GET /api/ready: one small object the start-up and the
 * stop write and the route reads (passed to buildApp, never a global, so two apps in one test
 * process keep their own). An app built without one is ready: tests build it on a migrated
 * database.
 */
export type Readiness = { phase: ReadinessPhase };

export function createReadiness(phase: ReadinessPhase = 'starting'): Readiness {
  return { phase };
}
