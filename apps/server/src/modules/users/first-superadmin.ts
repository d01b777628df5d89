import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { pgErrorCode } from '../../lib/pg-error';
import { countUsers, insertUser } from './users.queries';

type Options = { username?: string; password?: string; log: (message: string) => void };

/**
 * On a database with no account, creates the first superadmin: from ADMIN_USERNAME and
 * ADMIN_PASSWORD, or `admin` with a random password printed once.
 */
export async function ensureFirstSuperadmin(
  db: Database,
  { username = 'admin', password, log }: Options,
) {
  if ((await countUsers(db)) > 0) return;
  const generated = password === undefined;
  const secret = password ?? randomBytes(9).toString('base64url');
  try {
    await insertUser(db, {
      username,
      email: `${username.toLowerCase()}@chanhxe.local`,
      fullname: 'Quản trị hệ thống',
      role: 'superadmin',
      password_hash: await hashPassword(secret),
    });
  } catch (error) {
    // Another server process created it at the same moment.
    if (pgErrorCode(error) === '23505') return;
    throw error;
  }
  log(
    generated
      ? `Đã tạo tài khoản quản trị đầu tiên. Tên đăng nhập: ${username}  Mật khẩu: ${secret}  (chỉ hiện một lần; hãy đổi mật khẩu)`
      : `Đã tạo tài khoản quản trị đầu tiên: ${username} (mật khẩu từ ADMIN_PASSWORD)`,
  );
}
