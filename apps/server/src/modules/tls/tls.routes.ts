import { tlsApi } from '@depot/shared/tls/tls.contract';
import { ROOT_CERTIFICATE_FILE } from '@depot/shared/tls/tls.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRoute, route } from '../../lib/contract-route';
import { ok } from '../../lib/reply';
import * as service from './tls.service';

export type TlsRoutesOptions = { state: () => service.PhoneSetupState };

/** The phone-setup page's data and the root certificate; open to phones not signed in. */
export const tlsRoutes: FastifyPluginAsyncZod<TlsRoutesOptions> = async (app, { state }) => {
  route(app, tlsApi.phoneSetup, async () => ok(service.phoneSetup(state())), { security: [] });

  fileRoute(
    app,
    tlsApi.rootCertificate,
    async (_request, reply) =>
      reply
        .type('application/x-x509-ca-cert')
        .header('content-disposition', `attachment; filename="${ROOT_CERTIFICATE_FILE}"`)
        .send(service.rootCertificate(state())),
    { security: [] },
  );
};
