import { useSyncExternalStore } from 'react';
import type { User } from '@depot/shared/users/users.schema';

/** The signed-in session kept in the browser (spec 1 §6: the token lives in local storage). */
export type Session = { token: string | null; user: User | null };

const TOKEN_KEY = 'token';
const USER_KEY = 'user';

function readUser(): User | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

function read(): Session {
  return { token: localStorage.getItem(TOKEN_KEY), user: readUser() };
}

let snapshot: Session = read();
const listeners = new Set<() => void>();

function publish(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

// Another tab signing in or out changes this tab's session too.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) publish();
});

export function getToken(): string | null {
  return snapshot.token;
}

export function getSession(): Session {
  return snapshot;
}

export function saveSession(token: string, user: User): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  publish();
}

export function setSessionUser(user: User): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  publish();
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  publish();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session; re-renders when it changes (sign-in, sign-out, user info loaded). */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession);
}

/** TanStack Query key of the signed-in user's info; invalidate it after editing one's own account. */
export const SESSION_USER_KEY = ['session', 'user'] as const;
