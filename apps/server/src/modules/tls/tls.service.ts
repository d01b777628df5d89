import type { PhoneSetup } from '@depot/shared/tls/tls.schema';
import { NotFoundError } from '../../errors';

/** What the running server knows of its HTTPS port; set once it listens. */
export type PhoneSetupState = {
  httpsPort: number | null;
  /** HTTPS addresses on the depot's network. */
  urls: string[];
  rootCert: string | null;
  fingerprint: string | null;
};

/** A server without HTTPS (API tests, HTTPS_PORT=off). */
export const NO_HTTPS: PhoneSetupState = {
  httpsPort: null,
  urls: [],
  rootCert: null,
  fingerprint: null,
};

export function phoneSetup(state: PhoneSetupState): PhoneSetup {
  return {
    https_port: state.httpsPort,
    https_urls: state.httpsPort === null ? [] : state.urls,
    root_certificate: state.httpsPort !== null && state.rootCert !== null,
    fingerprint_sha256: state.httpsPort === null ? null : state.fingerprint,
  };
}

/** The root certificate only: its key never leaves DATA_DIR/tls. */
export function rootCertificate(state: PhoneSetupState): string {
  if (state.httpsPort === null || state.rootCert === null) {
    throw new NotFoundError(
      state.httpsPort === null
        ? 'Máy chủ chưa bật cổng HTTPS (HTTPS_PORT)'
        : 'Máy chủ dùng chứng chỉ riêng của kho: không có chứng chỉ gốc để tải',
    );
  }
  return state.rootCert;
}
