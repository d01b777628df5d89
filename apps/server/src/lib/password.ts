import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
/**
 * scrypt's cost for every password stored: N = 2^14 (16 MiB, about 30 ms of a core here). The
 * test runs alone set PASSWORD_HASH_COST=test (vitest.config.ts, e2e/support/start-server.mjs):
 * they make and sign in a few hundred accounts, and N = 2^10 keeps that off their time
 * (docs/development.md, "Gates and time"). A hash carries its own parameters, so either kind
 * verifies whatever the setting.
 */
export function passwordHashParams(env: NodeJS.ProcessEnv = process.env) {
  return { N: env.PASSWORD_HASH_COST === 'test' ? 1024 : 16384, r: 8, p: 1 };
}
const PARAMS = passwordHashParams();

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$key`, base64url parts: the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to verify against when the user does not exist, so both failures take as long. */
export const DUMMY_PASSWORD_HASH = await hashPassword(randomBytes(12).toString('hex'));
