import { sendScan } from '../api/send-scan';
import { bodyOf } from './scan-entry';
import { ScanQueue } from './scan-queue';

let shared: ScanQueue | undefined;

/**
 * The one queue of this tab: the yard screen adds to it and the app shell flushes it on any
 * screen (app open, back online). One instance, because two would each keep their own copy of
 * the storage and the later write would drop what the other added.
 */
export function sharedScanQueue(): ScanQueue {
  shared ??= new ScanQueue((entry) => sendScan(bodyOf(entry)), localStorage);
  return shared;
}

/** Sends the scans waiting in this phone's storage, whichever screen is open. */
export function flushWaitingScans(): Promise<void> {
  return sharedScanQueue().flush();
}

/** Tests only: the next use reads the storage afresh. */
export function resetSharedScanQueue(): void {
  shared?.stop();
  shared = undefined;
}
