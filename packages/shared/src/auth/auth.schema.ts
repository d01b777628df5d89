import { z } from 'zod';
import { userSchema } from '../users/users.schema';
import { loginText } from '../validation/text-rules';

/**
 * Login form (spec 1 §5: both fields required, nothing more). The username is stored in the
 * failed-attempt rows, so a NUL (which PostgreSQL refuses) is a 400 like in every text field;
 * it is cleaned as a new account's username is (loginText), so the two still match.
 */
export const loginBodySchema = z.object({
  username: loginText('Tên đăng nhập', 'Vui lòng nhập tên đăng nhập').min(
    1,
    'Vui lòng nhập tên đăng nhập',
  ),
  password: z.string({ error: 'Vui lòng nhập mật khẩu' }).min(1, 'Vui lòng nhập mật khẩu'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginReplySchema = z.object({ token: z.string(), user: userSchema });
export type LoginReply = z.infer<typeof loginReplySchema>;

/** Session lifetimes: idle expiry is pushed forward by use, absolute expiry never is. */
export const SESSION_IDLE_HOURS = 12;
export const SESSION_ABSOLUTE_DAYS = 30;

/**
 * Failed logins allowed for one username from one address in the window before 429. The
 * looser limits per address and per username over all addresses are the server's
 * (auth.service.ts).
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;
