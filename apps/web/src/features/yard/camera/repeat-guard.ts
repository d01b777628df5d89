/**
 * A label held in front of the camera is read many times a second: one scan is enough. A code
 * read is ignored for this long after it was last seen, so a label left in view is read once
 * however long it stays there; taken away and shown again after a pause, it is read again.
 */
export const REPEAT_MS = 5000;

/** The camera's guard: `accept` says whether a code read now is a new scan. */
export type RepeatGuard = {
  accept: (code: string) => boolean;
  /** Forgets every code seen (`Quét lại`): the label in view is read again at the next frame. */
  reset: () => void;
};

/**
 * Lets a code through unless the same code was seen (let through or not) less than `windowMs`
 * ago. Another code in between does not reset it: two labels swapped back and forth are each
 * read once while they keep coming back.
 */
export function createRepeatGuard(windowMs = REPEAT_MS, now: () => number = Date.now): RepeatGuard {
  const lastSeen = new Map<string, number>();
  return {
    accept(code) {
      const at = now();
      const before = lastSeen.get(code);
      lastSeen.set(code, at);
      return before === undefined || at - before >= windowMs;
    },
    reset() {
      lastSeen.clear();
    },
  };
}
