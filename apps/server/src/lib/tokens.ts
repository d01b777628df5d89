import { createHash, randomBytes } from 'node:crypto';

/** An opaque session token: 256 random bits. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
