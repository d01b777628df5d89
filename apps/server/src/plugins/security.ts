import helmetPlugin, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The built web app loads only its own scripts; antd writes its styles at run time, hence
 * inline styles. No CORS plugin: other origins get no Access-Control-Allow-Origin, so browsers
 * keep their pages out.
 */
const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // The yard screen's QR decoder (zxing-wasm, docs/decisions/0002-scan-request-ids.md) compiles WebAssembly from the app's
      // own .wasm; 'wasm-unsafe-eval' allows that and no JavaScript eval.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The service worker (/sw.js) and the web manifest, both the app's own.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Same-origin by design; a strict COEP would block nothing we load but gains nothing either.
  crossOriginEmbedderPolicy: false,
  // No HSTS on either port (docs/decisions/0002-scan-request-ids.md): the plain-HTTP port stays in use on the depot's network
  // (desks, and the page that sets a phone up). HSTS under a host name would turn
  // http://kho:3000 into https://kho:3000, where no TLS answers, for a year; under an IP address
  // browsers ignore it anyway.
  strictTransportSecurity: false,
};

let apiHeaders: Record<string, string> | undefined;

/**
 * The headers of every /api reply, for the few replies Fastify writes outside the hooks (bad
 * URLs, over-long ids, the 431 of Node's parser). Read from helmet itself with the options the
 * plugin uses, so the two cannot drift apart.
 */
export function apiSecurityHeaders(): Record<string, string> {
  if (apiHeaders) return apiHeaders;
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  // The plugin's and helmet's own typings describe the same options from two copies (ESM, CJS).
  helmet(HELMET_OPTIONS as Parameters<typeof helmet>[0])({} as never, res as never, () => {});
  apiHeaders = { ...headers, 'cache-control': 'no-store' };
  return apiHeaders;
}

/**
 * Security headers for the app and the API; API replies are never cached, unless a route says
 * otherwise itself (the public tracking's short cache, a handover's photo).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmetPlugin, HELMET_OPTIONS);

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
});
