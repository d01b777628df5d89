import { endpoint, fileEndpoint } from '../api/contract';
import { phoneSetupSchema, ROOT_CERTIFICATE_FILE } from './tls.schema';

/**
 * Setting a phone up for the yard screen's camera (docs/decisions/0002-scan-request-ids.md): both open without signing in, since
 * a phone reads them before it has the app; they give only public things (addresses, the root
 * CERTIFICATE and its fingerprint), never a key.
 */
export const tlsApi = {
  /** GET /tls/phone-setup: the HTTPS addresses and the root's fingerprint. */
  phoneSetup: endpoint({
    method: 'GET',
    path: '/tls/phone-setup',
    tags: ['Hệ thống'],
    reply: phoneSetupSchema,
    public: true,
  }),
  /** GET /tls/root-certificate: the depot's root certificate, for a phone to install. */
  rootCertificate: fileEndpoint({
    method: 'GET',
    path: '/tls/root-certificate',
    tags: ['Hệ thống'],
    public: true,
    file: {
      type: 'application/x-x509-ca-cert',
      description: `Chứng chỉ gốc của kho (${ROOT_CERTIFICATE_FILE}), để điện thoại tin cậy cổng HTTPS`,
    },
  }),
};
