import { RESTORING_MESSAGE } from '@depot/shared/backups/backups.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * The app's maintenance state while a restore runs (docs/decisions/0011-backups.md): every
 * other API request is answered 503 `Đang khôi phục dữ liệu…` (the health probes aside), and
 * the restore waits for the requests already running to finish before it cuts the database's
 * connections. One per app.
 */
/**
 * Requests that stay open for as long as a screen is (the live events' stream): not waited for
 * (they would never finish), and they carry on across the restore (their listener reconnects).
 */
const LONG_LIVED = new Set(['/api/events']);

export class Maintenance {
  private since: Date | null = null;
  /** The API requests running, by id: removed when answered or when the client goes away. */
  private readonly running = new Set<string>();

  get active(): boolean {
    return this.since !== null;
  }

  /** Enters maintenance; false when it already is (a restore is running). */
  begin(): boolean {
    if (this.since) return false;
    this.since = new Date();
    return true;
  }

  end(): void {
    this.since = null;
  }

  /**
   * Waits until no API request but the caller's runs, at most `ms`; true when none does. The
   * requests answered 503 meanwhile count until their reply is sent.
   */
  async drained(ms: number): Promise<boolean> {
    const until = Date.now() + ms;
    while (this.running.size > 1) {
      if (Date.now() > until) return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return true;
  }

  /** Counts the scope's requests and refuses them while in maintenance. */
  hooks(api: FastifyInstance): void {
    api.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url ?? '';
      if (!LONG_LIVED.has(url)) this.running.add(request.id);
      if (this.since && !url.startsWith('/api/health') && !url.startsWith('/api/ready')) {
        throw new AppError(503, RESTORING_MESSAGE);
      }
    });
    const done = async (request: FastifyRequest) => {
      this.running.delete(request.id);
    };
    api.addHook('onResponse', done);
    api.addHook('onRequestAbort', done);
  }
}
