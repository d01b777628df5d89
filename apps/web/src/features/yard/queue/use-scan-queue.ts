import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ScanEntry } from './scan-entry';
import type { QueueState, ScanQueue } from './scan-queue';
import { sharedScanQueue } from './shared-queue';

/**
 * The tab's offline queue (shared-queue.ts) for a screen: the scans kept in this phone's
 * storage, sent in order when the screen opens, right after each scan, whenever the server is
 * reached again (shared-queue.ts) or the browser says it is online, and every RETRY_MS while
 * some wait. `queue.onAnswer` hears each scan the server answered (or refused).
 */
export function useScanQueue(): {
  queue: ScanQueue;
  state: QueueState;
  add: (entry: ScanEntry) => void;
} {
  const [queue] = useState(sharedScanQueue);
  const state = useSyncExternalStore(queue.subscribe, queue.snapshot);

  useEffect(() => {
    const flush = () => void queue.flush();
    flush();
    window.addEventListener('online', flush);
    // The retry timer is left running: the shared queue keeps sending on the other screens.
    return () => window.removeEventListener('online', flush);
  }, [queue]);

  return { queue, state, add: (entry) => queue.add(entry) };
}
