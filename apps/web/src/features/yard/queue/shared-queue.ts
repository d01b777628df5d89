import { isOnline, subscribeReachability } from '../../../lib/reachability';
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
  if (!shared) {
    const queue = new ScanQueue((entry) => sendScan(bodyOf(entry)), localStorage);
    // The server answers again (a request, or the check of GET /api/ready): what waits goes now.
    subscribeReachability(() => {
      if (isOnline() && shared === queue) void queue.flush();
    });
    shared = queue;
  }
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
