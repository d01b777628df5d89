import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashParams, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with scrypt and verifies only the same password', async () => {
    const stored = await hashPassword('Mật khẩu 123');
    expect(stored).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('Mật khẩu 123', stored)).toBe(true);
    expect(await verifyPassword('mật khẩu 123', stored)).toBe(false);
    expect(await verifyPassword('Mật khẩu 123', 'bcrypt$x$y')).toBe(false);
  });

  it('the tests hash cheaply, and a hash made at full cost still verifies', async () => {
    expect(await hashPassword('abc')).toMatch(/^scrypt\$1024\$8\$1\$/);
    const full =
      'scrypt$16384$8$1$' +
      'AAAAAAAAAAAAAAAAAAAAAA$' +
      // scrypt('abc', 16 zero bytes, 64, N=16384, r=8, p=1), written once from node:crypto.
      (await import('node:crypto'))
        .scryptSync('abc', Buffer.alloc(16), 64, { N: 16384, r: 8, p: 1 })
        .toString('base64url');
    expect(await verifyPassword('abc', full)).toBe(true);
    expect(await verifyPassword('abd', full)).toBe(false);
  });

  it('outside the tests every password is hashed at N = 2^14', () => {
    expect(passwordHashParams({})).toEqual({ N: 16384, r: 8, p: 1 });
    expect(passwordHashParams({ PASSWORD_HASH_COST: 'low' })).toEqual({ N: 16384, r: 8, p: 1 });
  });
});
