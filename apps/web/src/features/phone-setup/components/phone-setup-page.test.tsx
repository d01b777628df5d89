import { screen, within } from '@testing-library/react';
import { tlsApi } from '@depot/shared/tls/tls.contract';
import type { PhoneSetup } from '@depot/shared/tls/tls.schema';
import { describe, expect, it } from 'vitest';
import { phoneSetupTexts as t } from '../../../i18n/texts/phone-setup';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { renderRoutes } from '../../../test/render-route';
import { PhoneSetupPage } from './phone-setup-page';

// docs/decisions/0002-scan-request-ids.md: the page a phone opens over http on the depot's network, before it can sign in.
const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0'))
  .join(':')
  .toUpperCase();

function open(data: PhoneSetup) {
  const api = stubEndpoints([on(tlsApi.phoneSetup, () => data)]);
  renderRoutes('/cai-dat-dien-thoai', { '/cai-dat-dien-thoai': <PhoneSetupPage /> });
  return api;
}

describe('the phone setup page', () => {
  it('gives the root certificate, its fingerprint, the steps and the https address of this host', async () => {
    const api = open({
      https_port: 3443,
      https_urls: ['https://localhost:3443', 'https://192.168.1.5:3443'],
      root_certificate: true,
      fingerprint_sha256: FINGERPRINT,
    });
    const download = await screen.findByRole('link', { name: /Tải chứng chỉ gốc/ });
    expect(download.getAttribute('href')).toBe('/api/tls/root-certificate');
    expect(download.getAttribute('download')).toBe('chanh-xe-ca.crt');
    expect(screen.getByText(FINGERPRINT)).toBeTruthy();
    // jsdom's page is http://localhost:3000/: its own host first, the others listed after.
    expect(screen.getAllByText('https://localhost:3443/xep-hang').length).toBeGreaterThan(0);
    const others = screen.getByRole('list', { name: t.otherAddresses });
    expect(within(others).getByText('https://192.168.1.5:3443')).toBeTruthy();
    expect(within(others).queryByText('https://localhost:3443')).toBeNull();
    expect(screen.getByRole('region', { name: t.android }).textContent).toContain(
      'Mã hóa và thông tin xác thực',
    );
    expect(screen.getByRole('region', { name: t.iphone }).textContent).toContain(
      'Cài đặt tin cậy chứng chỉ',
    );
    expect(api.all().map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/tls/phone-setup']);
  });

  it('says when the server has no HTTPS port, and offers no certificate', async () => {
    open({ https_port: null, https_urls: [], root_certificate: false, fingerprint_sha256: null });
    expect(await screen.findByText(t.noHttps)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Tải chứng chỉ gốc/ })).toBeNull();
  });
});
