import { describe, expect, it } from 'vitest';
import { settingsChoiceFields } from '../settings/settings.schema';
import { isPublicUrl, PUBLIC_URL_INVALID, trackingBase, trackingLink } from './tracking.rules';

describe('printed tracking links', () => {
  it('start at the depot’s public address when set, else where the app was opened', () => {
    expect(trackingBase('', 'http://192.168.1.10:3000')).toBe('http://192.168.1.10:3000');
    expect(trackingBase('https://chanhxe.vn/', 'http://192.168.1.10:3000')).toBe(
      'https://chanhxe.vn',
    );
    expect(trackingBase('  https://chanhxe.vn/minh-phat//', 'x')).toBe(
      'https://chanhxe.vn/minh-phat',
    );
    expect(trackingLink('https://chanhxe.vn', 'ab-CDEF')).toBe(
      'https://chanhxe.vn/tra-cuu/ab-CDEF',
    );
  });

  it('take an http(s) address with no spaces, query or fragment as the public one', () => {
    for (const ok of ['', 'https://chanhxe.vn', 'http://10.0.0.5:8080', 'https://a.vn/chanh/']) {
      expect(isPublicUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      'chanhxe.vn',
      'ftp://a.vn',
      'https://',
      'https://a vn',
      'https://a.vn/?x=1',
    ]) {
      expect(isPublicUrl(bad), bad).toBe(false);
    }
    const refused = settingsChoiceFields.public_url.safeParse('www.chanhxe.vn');
    expect(refused.error?.issues[0]?.message).toBe(PUBLIC_URL_INVALID);
    expect(settingsChoiceFields.public_url.parse('  https://chanhxe.vn ')).toBe(
      'https://chanhxe.vn',
    );
  });
});
