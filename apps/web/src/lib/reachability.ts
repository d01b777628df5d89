/**
 * Whether the server answers, as the app last saw it. A phone in the yard may say it is online
 * (the browser's flag) while no request gets through, and browsers do not all set the flag when
 * the network goes, so offline is decided by failed or unanswered requests too. The one HTTP
 * client reports each request: a reply of any status means reachable, a network failure or a
 * time-out means not.
 */
let reachable = true;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (reachable === value) return;
  reachable = value;
  for (const listener of listeners) listener();
}

export const reportReached = () => set(true);
export const reportUnreachable = () => set(false);

/** For useSyncExternalStore: told on a change of either the flag or the requests' outcome. */
export function subscribeReachability(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Online: the browser says so and the last request was answered. */
export function isOnline(): boolean {
  return navigator.onLine && reachable;
}
