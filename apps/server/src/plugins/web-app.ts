import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope, PATH_NOT_FOUND } from './errors';

/**
 * The built web app on every non-/api path, falling back to index.html so that history-mode
 * routes (/customers/update/3) load the app. Unknown /api paths get the JSON 404.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: { webDistDir: string | undefined }) => {
    const root = opts.webDistDir;
    const hasApp = root !== undefined && existsSync(path.join(root, 'index.html'));
    if (hasApp) {
      await app.register(fastifyStatic, {
        root,
        index: ['index.html'],
        // `npm run build` writes .br and .gz beside each script, style and font
        // (scripts/compress-web.mjs); the plain file is sent to clients that accept neither.
        preCompressed: true,
        setHeaders(res, filePath) {
          // Vite fingerprints everything under assets/; index.html must always be revalidated.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'Cache-Control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (isApi || !hasApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.status(404).send(errorEnvelope(PATH_NOT_FOUND));
      }
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    });
  },
);
