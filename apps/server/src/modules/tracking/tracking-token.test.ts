import { describe, expect, it } from 'vitest';
import { trackTokenParamSchema } from '@depot/shared/tracking/tracking.schema';
import { idOfTrackingToken, trackingToken } from './tracking-token';

// The token of a tracking link is `<id base 36>-<16 chars of base64url MAC>`; the MAC's alphabet
// holds '-' and '_' too, so a token may have more than one dash.

describe('tracking tokens', () => {
  it('reads back every token it makes, dashes in the MAC included', () => {
    let withDash = 0;
    for (let i = 0; i < 400; i++) {
      const secret = `secret-${i}`;
      const id = 1 + i * 7919;
      const token = trackingToken(secret, id);
      if (token.split('-').length > 2) withDash++;
      expect(idOfTrackingToken(secret, token)).toBe(id);
      expect(trackTokenParamSchema.safeParse({ token }).success).toBe(true);
    }
    // About a fifth of MACs hold a dash: the loop above did try them.
    expect(withDash).toBeGreaterThan(20);
  });

  it('refuses another key’s token, a changed id and malformed text', () => {
    const token = trackingToken('a', 42);
    expect(idOfTrackingToken('b', token)).toBeNull();
    expect(idOfTrackingToken('a', token.replace(/^[0-9a-z]+/, (42 + 1).toString(36)))).toBeNull();
    for (const bad of [
      '',
      '-',
      '16-',
      '-AAAAAAAAAAAAAAAA',
      'zz!-AAAAAAAAAAAAAAAA',
      '0-AAAAAAAAAAAAAAAA',
    ]) {
      expect(idOfTrackingToken('a', bad)).toBeNull();
    }
  });
});
