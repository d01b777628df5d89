import { expect, test } from '../support/test';
import { BASE_URL, createAccount, type SignedIn } from '../support/api';
import { PHONE_VIEWPORT } from '../support/lists';
import { openSignedIn } from '../support/session';

// docs/decisions/0002-scan-request-ids.md: the app is installable (manifest, icons) and its service worker opens the yard
// screen with no network once it was visited. The journeys block service workers; this one has
// a context of its own that allows them.

let staff: SignedIn;
test.beforeAll(async () => {
  staff = await createAccount('staff', 'Thủ Kho Ngoại Tuyến');
});

test('the yard screen opens again with no network once visited', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: PHONE_VIEWPORT,
    locale: 'vi-VN',
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await openSignedIn(page, staff, '/xep-hang');
    await expect(page.getByRole('heading', { name: 'Xếp hàng' })).toBeVisible();

    // Installable: the manifest is linked and served, with its icons.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await page.request.get(href!);
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const app = (await manifest.json()) as { name: string; icons: { src: string }[] };
    expect(app.name).toBe('Quản lý chành xe');
    for (const icon of app.icons) {
      expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    }
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toContain('javascript');
    // The build stamped its id into the worker: its cache is that build's.
    expect(await worker.text()).not.toContain('__BUILD_ID__');

    // The worker controls the page and has kept the yard screen's script.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return false;
          const [name, ...more] = (await caches.keys()).filter((n) => n.startsWith('depot-app-'));
          if (!name || more.length) return false;
          const keys = await (await caches.open(name)).keys();
          return keys.some((request) => /\/assets\/yard-page-/.test(request.url));
        }),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Xếp hàng' })).toBeVisible();
    await expect(page.getByText('Mất mạng')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mã hàng' })).toBeVisible();
  } finally {
    await context.close();
  }
});
