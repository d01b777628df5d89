import { useEffect } from 'react';

/**
 * Sends the yard scans still waiting in this phone's storage when the app opens on any screen
 * and whenever the network comes back, not only while the yard screen is open (docs/decisions/0002-scan-request-ids.md). The
 * queue is loaded on its own, after the screen: it is a few kB the other screens do not need.
 */
export function useSendWaitingScans(): void {
  useEffect(() => {
    const flush = () => {
      import('../features/yard/queue/shared-queue')
        .then((queue) => queue.flushWaitingScans())
        // Offline with the queue's script not yet cached: the next `online` event tries again.
        .catch(() => undefined);
    };
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, []);
}
