import type { Health, Ready } from '@depot/shared/health/health.schema';
import type { Context } from '../../lib/context';
import * as q from './health.queries';
import type { Readiness } from './readiness';

/** Whether the database answers; the error is handed to `onDown` for the log. */
export async function checkHealth(ctx: Context, onDown: (error: unknown) => void): Promise<Health> {
  try {
    await q.ping(ctx.db);
    return { database: 'ok' };
  } catch (error) {
    onDown(error);
    return { database: 'down' };
  }
}

/**
 * Whether this process may take traffic: started (migrations done), not draining, and its
 * database answering now. A draining process still pings, so its reply says both.
 */
export async function checkReady(
  ctx: Context,
  readiness: Readiness,
  onDown: (error: unknown) => void,
): Promise<Ready> {
  const { database } = await checkHealth(ctx, onDown);
  const { phase } = readiness;
  return { ready: phase === 'ready' && database === 'ok', phase, database };
}
