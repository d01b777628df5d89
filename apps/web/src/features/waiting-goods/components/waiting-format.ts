/** Three days waiting: the receiver should be called. */
export const WAIT_WARN_DAYS = 3;
/** A week waiting: the goods take room at the branch and may be claimed as lost. */
export const WAIT_LATE_DAYS = 7;

/** The tag's colour of a wait: orange from WAIT_WARN_DAYS, red from WAIT_LATE_DAYS, else none. */
export function waitColor(days: number): 'red' | 'orange' | undefined {
  if (days >= WAIT_LATE_DAYS) return 'red';
  if (days >= WAIT_WARN_DAYS) return 'orange';
  return undefined;
}
