/** A full page load of the sign-in screen: every cached query of the old session goes with it. */
export function redirectToLogin(): void {
  window.location.assign('/login');
}
