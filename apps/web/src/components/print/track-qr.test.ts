import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackingUrl } from './track-qr';

describe('the link a tracking QR code holds', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the depot’s public address when set, else the one the app is open at', () => {
    vi.stubGlobal('location', { origin: 'http://192.168.1.10:3000' });
    expect(trackingUrl('', 'ab-XYZ')).toBe('http://192.168.1.10:3000/tra-cuu/ab-XYZ');
    expect(trackingUrl('https://chanhxe.vn/', 'ab-XYZ')).toBe('https://chanhxe.vn/tra-cuu/ab-XYZ');
    // A sample's receipt has no token: its code opens the lookup form.
    expect(trackingUrl('https://chanhxe.vn', '')).toBe('https://chanhxe.vn/tra-cuu');
  });
});
