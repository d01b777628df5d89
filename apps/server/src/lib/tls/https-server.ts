import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TlsMaterial } from './tls-store';

const CLOSE_GRACE_MS = 3000;

export type HttpsServer = { server: Server; port: number; close: () => Promise<void> };

/**
 * The same app over HTTPS on a second port: Node's HTTPS server hands every request to the
 * Fastify instance's own router (`app.routing`), so both ports share one set of routes, hooks and
 * database pool. Call after `app.ready()`.
 */
export async function listenHttps(
  app: FastifyInstance,
  tls: TlsMaterial,
  port: number,
  host: string,
): Promise<HttpsServer> {
  const server = createServer(
    {
      key: tls.server.key,
      cert: tls.server.cert,
      // The keep-alive Fastify gives its own server, so the two ports behave alike.
      keepAliveTimeout: app.initialConfig.keepAliveTimeout,
    },
    app.routing,
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    // Stops taking connections at once; open ones (a live /api/events stream) end with the app's
    // own close, which ends every stream, and whatever is left after CLOSE_GRACE_MS is cut.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS).unref();
      }),
  };
}
