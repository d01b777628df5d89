/**
 * Lookups per address and minute (docs/domain.md, "Tracking"): a fixed window per client
 * address, in this process's memory. The address is request.ip, so behind a proxy named in
 * TRUST_PROXY it is the forwarded one, as for the login limit.
 */
export type TrackingLimiter = (address: string) => boolean;

/** Windows kept at most: past it, the ended ones are dropped (a crowd of addresses cannot grow it). */
const MAX_ADDRESSES = 10_000;

export function trackingLimiter(perMinute: number, now = () => Date.now()): TrackingLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return (address) => {
    const at = now();
    if (windows.size > MAX_ADDRESSES) {
      for (const [key, w] of windows) if (at - w.start >= 60_000) windows.delete(key);
    }
    const window = windows.get(address);
    if (!window || at - window.start >= 60_000) {
      windows.set(address, { start: at, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= perMinute;
  };
}
