import type { Page } from '@playwright/test';
import type { SignedIn } from './api';

/**
 * Opens a page already signed in, as the app stores a session after the login form
 * (token and user in local storage); the login form itself is covered by auth.spec.ts.
 */
export async function openSignedIn(page: Page, session: SignedIn, path: string): Promise<void> {
  await storeSession(page, session);
  await page.goto(path);
}

/**
 * Stores the session as the login form does, on a page of the app's origin, without opening a
 * screen yet: a journey that watches every request of the app's start opens its page after this.
 */
export async function storeSession(page: Page, session: SignedIn): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}

/**
 * Opens a page with only the token stored, as after a reload when the user info was lost or
 * never kept: the app has to fetch the user (name, role) from GET /api/users/info itself.
 */
export async function openWithTokenOnly(page: Page, token: string, path: string): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate((value) => {
    localStorage.clear();
    localStorage.setItem('token', value);
  }, token);
  await page.goto(path);
}
