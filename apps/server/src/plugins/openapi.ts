import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorRepliesPlugin } from './error-replies';

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  // Before swagger: its onRoute hook must see the routes with their error replies.
  await app.register(errorRepliesPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'API quản lý chành xe', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The depot serves plain HTTP on its network: upgrading requests to HTTPS would break the
    // page there. Swagger UI also sets a few inline styles.
    transformStaticCSP: (header) =>
      header
        .replace(/upgrade-insecure-requests;?/, '')
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });
});
