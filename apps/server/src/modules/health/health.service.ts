import type { Health } from '@depot/shared/health/health.schema';
import type { Context } from '../../lib/context';
import * as q from './health.queries';

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
