import { transportsApi } from '@depot/shared/transports/transports.contract';
import type { ScanBody, ScanResult } from '@depot/shared/transports/transports.schema';
import { callApi } from '../../../lib/api-call';
import { ApiError } from '../../../lib/api-client';

/**
 * What became of one sending of a scan:
 * - `answered`: the server decided (`result.ok` true or false) and kept it: final;
 * - `failed`: the server refused the request itself (400, 403, 409 of a reused id): final too,
 *   sending it again would be refused again;
 * - `retry`: no answer (no network, timeout, 5xx): send again later with the same client_id;
 * - `signed-out`: 401, the queue waits for the person to sign in again.
 */
export type SendOutcome =
  | { kind: 'answered'; result: ScanResult }
  | { kind: 'failed'; message: string }
  | { kind: 'retry'; message: string }
  | { kind: 'signed-out' };

/**
 * A scan not answered within this long is kept to send again, and the phone is taken as offline:
 * the loader is waiting with the next label in hand, and the scan's id makes a resend harmless
 * even when the first sending did reach the server.
 */
export const SCAN_TIMEOUT_MS = 5000;

/** Answers a resend could change: a timeout of the request, too many requests, the server. */
function worthRetrying(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** POST /transports/scan of one scan; never throws, the queue decides from the outcome. */
export async function sendScan(body: ScanBody): Promise<SendOutcome> {
  try {
    const reply = await callApi(transportsApi.scan, { body, timeoutMs: SCAN_TIMEOUT_MS });
    return { kind: 'answered', result: reply.data };
  } catch (error) {
    if (!(error instanceof ApiError)) {
      // A reply that broke the contract (development) or a bug: keeping it in the queue would
      // hold every later scan back, so it ends here with what was said.
      return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
    if (error.status === 401) return { kind: 'signed-out' };
    if (worthRetrying(error.status)) return { kind: 'retry', message: error.message };
    return { kind: 'failed', message: error.message };
  }
}
