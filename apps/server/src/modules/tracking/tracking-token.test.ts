import { describe, expect, it } from 'vitest';
import {
  receiptTrackTokenParamSchema,
  trackTokenParamSchema,
} from '@depot/shared/tracking/tracking.schema';
import {
  idOfTrackingToken,
  receiptOfTrackingToken,
  receiptTrackingToken,
  trackingToken,
} from './tracking-token';

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

  it('reads back a receipt’s token, which no parcel token parses as and the reverse', () => {
    for (let i = 0; i < 200; i++) {
      const key = { carId: 1 + i, customerId: 40_000 + i * 13, date: '2026-11-05' };
      const token = receiptTrackingToken(`k${i}`, key);
      expect(receiptOfTrackingToken(`k${i}`, token)).toEqual(key);
      expect(idOfTrackingToken(`k${i}`, token)).toBeNull();
      expect(receiptTrackTokenParamSchema.safeParse({ token }).success).toBe(true);
      expect(trackTokenParamSchema.safeParse({ token }).success).toBe(false);
      const parcel = trackingToken(`k${i}`, key.customerId);
      expect(receiptOfTrackingToken(`k${i}`, parcel)).toBeNull();
    }
    const token = receiptTrackingToken('a', { carId: 5, customerId: 9, date: '2026-11-05' });
    expect(token.startsWith('5.9.261105-')).toBe(true);
    expect(receiptOfTrackingToken('b', token)).toBeNull();
  });
});
