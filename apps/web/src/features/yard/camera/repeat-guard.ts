/** A label held in front of the camera is read many times a second: one scan is enough. */
export const REPEAT_MS = 2000;

/**
 * Lets a code through unless the same code came through less than `windowMs` ago. Another code
 * in between does not reset it: two labels swapped back and forth are still each let through
 * once per window.
 */
export function createRepeatGuard(windowMs = REPEAT_MS, now: () => number = Date.now) {
  const last = new Map<string, number>();
  return (code: string): boolean => {
    const at = now();
    const before = last.get(code);
    if (before !== undefined && at - before < windowMs) return false;
    last.set(code, at);
    return true;
  };
}
