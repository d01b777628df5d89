import { useSyncExternalStore } from 'react';
import { getSession } from './session';

/**
 * The branch the header's switch chose (docs/domain.md, "Branches"): kept in the browser so it
 * survives a reload, and sent with every API request as `X-Branch-Id`. null: every branch.
 */
const CHOICE_KEY = 'depot.branch';
/** The header the server reads the choice from (apps/server/src/lib/branch-scope.ts). */
export const BRANCH_HEADER = 'X-Branch-Id';

const listeners = new Set<() => void>();

function publish(): void {
  for (const listener of listeners) listener();
}

// Another tab switching branch switches this one too: both tabs share the stored choice, so
// this tab's requests already carry it and its screens must follow.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === CHOICE_KEY) publish();
});

/** Read from the storage each time (a number: cheap), so nothing here can go stale. */
export function chosenBranch(): number | null {
  const stored = Number(localStorage.getItem(CHOICE_KEY));
  return Number.isSafeInteger(stored) && stored > 0 ? stored : null;
}

/** Keeps the choice (null: every branch) for this browser. */
export function chooseBranch(id: number | null): void {
  if (id === null) localStorage.removeItem(CHOICE_KEY);
  else localStorage.setItem(CHOICE_KEY, String(id));
  publish();
}

/**
 * The header a request carries: the choice, only for a person of every branch (`branch_id`
 * null). A person of one branch works for it alone; the server refuses another id with a 403.
 */
export function branchHeaders(): Record<string, string> {
  const branch = chosenBranch();
  if (branch === null || getSession().user?.branch_id !== null) return {};
  return { [BRANCH_HEADER]: String(branch) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen branch; re-renders when it changes, here or in another tab. */
export function useChosenBranch(): number | null {
  return useSyncExternalStore(subscribe, chosenBranch);
}
