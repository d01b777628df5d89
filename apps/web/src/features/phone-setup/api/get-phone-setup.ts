import { useQuery } from '@tanstack/react-query';
import { endpointPath } from '@depot/shared/api/contract';
import { tlsApi } from '@depot/shared/tls/tls.contract';
import type { PhoneSetup } from '@depot/shared/tls/tls.schema';
import { callApi } from '../../../lib/api-call';
import { buildUrl } from '../../../lib/api-client';

/** GET /tls/phone-setup: the HTTPS port, its addresses and the root's fingerprint (no sign-in). */
export function usePhoneSetup() {
  return useQuery({
    queryKey: ['phone-setup'],
    queryFn: async ({ signal }): Promise<PhoneSetup> =>
      (await callApi(tlsApi.phoneSetup, { signal })).data,
    staleTime: Infinity,
  });
}

/**
 * The root certificate's address, for a plain link rather than downloadApi: the phone's system
 * installs a certificate only from a real download (iOS opens its profile installer for an
 * `application/x-x509-ca-cert` navigation, never for a blob a script saved). Public, no token.
 */
export const rootCertificateUrl = buildUrl(endpointPath(tlsApi.rootCertificate.path), undefined);
