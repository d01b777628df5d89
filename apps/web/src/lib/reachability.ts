/**
 * Whether the server answers, as the app last saw it (docs/decisions/0017-scanners-and-offline.md). A phone in the yard
 * may say it is online (the browser's flag) while no request gets through (a captive Wi-Fi, a
 * router without uplink, a blocked port), and browsers do not all set the flag when the network
 * goes, so offline is decided by failed or unanswered requests. The one HTTP client reports each
 * request: a reply of this server (its JSON envelope, any status) means reachable, a network
 * failure, a time-out or someone else's page (a captive portal's) means not.
 *
 * Once unreachable, a light check of GET /api/ready every PROBE_MS tells when it is back; the
 * browser's online and offline events only bring that check forward.
 */
let reachable = true;
const listeners = new Set<() => void>();

/** Pause between two checks while unreachable. */
export const PROBE_MS = 5000;
/** A check not answered within this long failed. */
const PROBE_TIMEOUT_MS = 4000;
const PROBE_URL = '/api/ready';

let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probing = false;

function set(value: boolean) {
  clearTimeout(probeTimer);
  probeTimer = value ? undefined : setTimeout(() => void probe(), PROBE_MS);
  if (reachable === value) return;
  reachable = value;
  for (const listener of listeners) listener();
}

export const reportReached = () => set(true);
export const reportUnreachable = () => set(false);

/** This server's reply, whatever its status: `{ status: boolean, … }`. */
export function isEnvelope(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { status?: unknown }).status === 'boolean'
  );
}

/** Asks the server whether it is there; one check at a time. */
export async function probe(): Promise<void> {
  if (probing) return;
  probing = true;
  try {
    const response = await fetch(PROBE_URL, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    set(isEnvelope(await response.json().catch(() => null)));
  } catch {
    set(false);
  } finally {
    probing = false;
  }
}

// The browser's flag changing is a hint worth checking at once, not an answer.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void probe());
  window.addEventListener('offline', () => void probe());
}

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

/** Tests only: reachable again, no check pending. */
export function resetReachability(): void {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probing = false;
  reachable = true;
}
