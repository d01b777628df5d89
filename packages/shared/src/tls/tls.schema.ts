import { z } from 'zod';

/**
 * GET /tls/phone-setup data: what a phone needs to use the camera on the depot's network
 * (docs/decisions/0002-scan-request-ids.md). Browsers give the camera only to secure pages, so the phone opens the HTTPS port,
 * after trusting the depot's root certificate.
 */
export const phoneSetupSchema = z.object({
  /** The HTTPS port; null when the server serves plain HTTP only (HTTPS_PORT=off). */
  https_port: z.number().int().nullable(),
  /** HTTPS addresses of the server on the depot's network, e.g. `https://192.168.1.5:3443`. */
  https_urls: z.array(z.string()),
  /** Whether GET /tls/root-certificate has a root to give (not with a certificate of the depot's own). */
  root_certificate: z.boolean(),
  /** SHA-256 fingerprint of the root (or of the depot's own certificate), `AB:CD:…`. */
  fingerprint_sha256: z.string().nullable(),
});
export type PhoneSetup = z.infer<typeof phoneSetupSchema>;

/** The root certificate's file name on the phone. */
export const ROOT_CERTIFICATE_FILE = 'chanh-xe-ca.crt';

/** The HTTPS address of the page's own host: the name or address the phone already reached. */
export function httpsUrlFor(hostname: string, port: number): string {
  const host = hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
  return port === 443 ? `https://${host}` : `https://${host}:${port}`;
}
