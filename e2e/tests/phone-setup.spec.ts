import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:tls';
import { chromium, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, type SignedIn } from '../support/api';
import { chromiumLaunchOptions } from '../support/chromium';
import { E2E_HTTPS_PORT, E2E_PORT } from '../support/env';
import { PHONE_VIEWPORT } from '../support/lists';

// docs/decisions/0002-scan-request-ids.md: a phone on the depot's network opens the setup page over http, downloads the depot's
// root certificate and compares its fingerprint; once it trusts the root, the HTTPS port gives
// the yard screen a secure page, where browsers allow the camera.
const HTTPS = `https://127.0.0.1:${E2E_HTTPS_PORT}`;

let staff: SignedIn;
test.beforeAll(async () => {
  staff = await createAccount('staff', 'Thủ Kho Điện Thoại');
});

/**
 * The server certificate's key hash, once Node has checked the server's chain against the
 * depot's root (for localhost and 127.0.0.1), as a phone that installed the root does.
 */
function trustedKeyHash(rootPem: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(
      { host: '127.0.0.1', port: E2E_HTTPS_PORT, ca: rootPem, servername: 'localhost' },
      () => {
        const peer = socket.getPeerX509Certificate()!;
        socket.end();
        if (!socket.authorized || !peer.checkIP('127.0.0.1')) {
          return reject(new Error(`not trusted: ${String(socket.authorizationError)}`));
        }
        const spki = peer.publicKey.export({ type: 'spki', format: 'der' });
        resolve(createHash('sha256').update(spki).digest('base64'));
      },
    );
    socket.on('error', reject);
  });
}

/** Puts the staff session in the storage of `origin`, as a sign-in there would. */
async function signInAt(page: Page, origin: string) {
  await page.goto(`${origin}/api/health`);
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [staff.token, JSON.stringify(staff.user)] as const,
  );
}

test('the setup page gives the root certificate and its fingerprint over http', async ({
  page,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/cai-dat-dien-thoai');
  await expect(
    page.getByRole('heading', { name: 'Cài điện thoại cho bãi xếp hàng' }),
  ).toBeVisible();
  const fingerprint = page.getByLabel('SHA-256');
  await expect(fingerprint).toHaveText(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
  await expect(page.getByText(`${HTTPS}/xep-hang`).first()).toBeVisible();
  // Nothing scrolls sideways on a 390 px phone, the fingerprint included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /Tải chứng chỉ gốc/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('chanh-xe-ca.crt');
  const pem = readFileSync((await download.path())!, 'utf8');
  expect(pem).toMatch(/^-----BEGIN CERTIFICATE-----/);
  expect(pem).not.toContain('PRIVATE KEY');
  const root = new X509Certificate(pem);
  expect(root.ca).toBe(true);
  expect(await fingerprint.textContent()).toBe(root.fingerprint256);
});

test('a phone on http follows the yard screen to the setup page, then opens the yard over https', async ({
  request,
}) => {
  const pem = await (await request.get('/api/tls/root-certificate')).text();
  // Chromium's trust store is the machine's (NSS in the home folder), shared with every other
  // run: this browser trusts the server's key instead, once Node has checked it against the root.
  const keyHash = await trustedKeyHash(pem);
  const launched = chromiumLaunchOptions();
  const browser = await chromium.launch({
    ...launched,
    args: [
      ...(launched.args ?? []),
      `--ignore-certificate-errors-spki-list=${keyHash}`,
      // A LAN name for the server: unlike 127.0.0.1, plain http there is no secure page.
      '--host-resolver-rules=MAP kho.lan 127.0.0.1',
    ],
  });
  try {
    const phone = await browser.newPage({ viewport: PHONE_VIEWPORT, locale: 'vi-VN' });
    const lan = `http://kho.lan:${E2E_PORT}`;
    await signInAt(phone, HTTPS);
    await signInAt(phone, lan);
    await phone.goto(`${lan}/xep-hang`);
    await expect(phone.getByRole('heading', { name: 'Xếp hàng' })).toBeVisible();
    expect(await phone.evaluate(() => window.isSecureContext)).toBe(false);
    // No live camera on http: the photo of the label, and the way to the setup page.
    await expect(phone.getByRole('button', { name: /Chụp ảnh nhãn/ })).toBeVisible();
    await phone.getByRole('link', { name: 'Cài điện thoại để quét bằng camera qua https' }).click();
    await expect(
      phone.getByRole('heading', { name: 'Cài điện thoại cho bãi xếp hàng' }),
    ).toBeVisible();

    await phone.getByRole('link', { name: HTTPS, exact: true }).click();
    await expect(phone).toHaveURL(`${HTTPS}/xep-hang`);
    await expect(phone.getByRole('heading', { name: 'Xếp hàng' })).toBeVisible();
    expect(await phone.evaluate(() => window.isSecureContext)).toBe(true);
    // A secure page: the live camera button, and no setup link.
    await expect(phone.getByRole('button', { name: /Quét bằng camera/ })).toBeVisible();
    await expect(phone.getByText('Cài điện thoại để quét bằng camera qua https')).toHaveCount(0);
  } finally {
    await browser.close();
  }
});
