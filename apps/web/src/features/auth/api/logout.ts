import { authApi } from '@depot/shared/auth/auth.contract';
import { callApi } from '../../../lib/api-call';
import { clearSession, getToken } from '../../../lib/session';

/**
 * Signs out: forgets the session at once, then asks the server to revoke the token. The revoke is
 * best effort: an expired token or a lost connection leaves nothing to undo in the browser.
 */
export function logout(): void {
  const token = getToken();
  clearSession();
  if (token) callApi(authApi.logout, { token }).catch(() => undefined);
}
