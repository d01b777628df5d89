import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { NO_HTTPS, type PhoneSetupState } from '../../modules/tls/tls.service';
import { listenHttps } from './https-server';
import { lanAddresses, serverNames } from './lan-addresses';
import { loadOrCreateTls, loadOwnCertificate, type TlsMaterial } from './tls-store';

type Log = (message: string) => void;

/**
 * The certificate the HTTPS port serves: the depot's own (TLS_CERT_FILE and TLS_KEY_FILE), else
 * the one the server makes from its root in DATA_DIR/tls. Undefined with HTTPS_PORT=off.
 */
export async function prepareTls(config: Config, log: Log): Promise<TlsMaterial | undefined> {
  if (config.httpsPort === null) return undefined;
  if (config.tlsCertFile || config.tlsKeyFile) {
    if (!config.tlsCertFile || !config.tlsKeyFile) {
      throw new Error('Cần cả TLS_CERT_FILE và TLS_KEY_FILE để dùng chứng chỉ riêng');
    }
    return loadOwnCertificate(config.tlsCertFile, config.tlsKeyFile);
  }
  const names = serverNames();
  const tls = await loadOrCreateTls(path.join(config.dataDir, 'tls'), names);
  if (tls.issued) log(`Đã cấp chứng chỉ HTTPS cho: ${[...names.dns, ...names.ips].join(', ')}`);
  if (tls.leftOut.length > 0) {
    // The root permits only the names of the depot's network it was made for.
    log(
      `Chứng chỉ gốc không cho phép: ${tls.leftOut.join(', ')} (điện thoại vào bằng các địa chỉ ` +
        'này sẽ bị cảnh báo; xem README "Dùng điện thoại trong bãi xếp hàng")',
    );
  }
  return tls;
}

/** The addresses a person types for `host`: every LAN address when listening on all of them. */
export function addressesOf(scheme: 'http' | 'https', host: string, port: number): string[] {
  const hosts = host === '0.0.0.0' || host === '::' ? lanAddresses() : [host];
  return hosts.map((h) => `${scheme}://${h.includes(':') ? `[${h}]` : h}:${port}`);
}

/**
 * Opens the HTTPS port beside the HTTP one. A port already taken is said and skipped: the
 * depot's desks keep working over HTTP, only the phones' cameras wait for it.
 */
export async function startPhoneHttps(
  app: FastifyInstance,
  tls: TlsMaterial | undefined,
  config: Config,
  log: Log,
): Promise<{ state: PhoneSetupState; close: () => Promise<void> }> {
  const none = { state: NO_HTTPS, close: async () => {} };
  if (!tls || config.httpsPort === null) return none;
  try {
    const https = await listenHttps(app, tls, config.httpsPort, config.host);
    const state: PhoneSetupState = {
      httpsPort: https.port,
      urls: addressesOf('https', config.host, https.port),
      rootCert: tls.rootCert,
      fingerprint: tls.fingerprint,
    };
    return { state, close: https.close };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    log(
      code === 'EADDRINUSE'
        ? `Cổng HTTPS ${config.httpsPort} đang bận: chỉ phục vụ HTTP (đặt HTTPS_PORT khác)`
        : `Không mở được cổng HTTPS ${config.httpsPort}: ${(error as Error).message}`,
    );
    return none;
  }
}
