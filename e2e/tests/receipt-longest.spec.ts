import { chromium, type Browser, type Page } from '@playwright/test';
import { BASE_URL } from '../support/api';
import { everyChromium } from '../support/chromium';
import { holdDepotSettings } from '../support/depot-lock';
import { E2E_TIME_ZONE } from '../support/env';
import { readPdf } from '../support/pdf';
import {
  a5RoomToSpare,
  downloadReceiptPdf,
  saveLongestDepot,
  seedLongestReceipt,
  widestOnPaper,
  type LongestReceipt,
} from '../support/receipt-longest';
import { printToPdf } from '../support/receipts';
import { storeSession } from '../support/session';
import { expect, test } from '../support/test';

// A receipt is laid out for its sheet (receipt-layout.ts), not for the screen: with the longest
// names a depot has, 12 lines fit one A5 sheet with room to spare in every Chromium the machine
// has (the npm one always, Debian's when installed), nothing is wider than the printable width
// (the vehicle's receipts print at 100 %), and the server's PDF breaks its pages at the same
// lines as the browser's print. The depot's settings are saved, hence depot-lock.ts.
holdDepotSettings();
test.describe.configure({ mode: 'serial' });

const goodsOnPage = (text: string) =>
  (text.match(/Thùng hàng số \d\d/g) ?? []).map((m) => m.slice(-2));

async function openIn(browser: Browser, seed: LongestReceipt, path: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale: 'vi-VN',
    timezoneId: E2E_TIME_ZONE,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await storeSession(page, seed.staff);
  await page.goto(path);
  return page;
}

const receiptPath = (seed: LongestReceipt, customer = 0) =>
  `/report/cart/print/${seed.car.id}/${seed.day}/${seed.customerIds[customer]}`;

/** The goods' numbers on each page of the browser's print of one receipt. */
async function printedPages(page: Page, count: number): Promise<string[][]> {
  const rows = page.getByRole('table', { name: 'Phiếu thu tiền' }).locator('tbody tr');
  await expect(rows).toHaveCount(count);
  await expect(page.getByRole('img', { name: 'Quét mã để chuyển khoản' })).toBeVisible();
  return (await readPdf(await printToPdf(page))).map((p) => goodsOnPage(p.text));
}

/** The goods' numbers on each page of the server's PDF of the same receipt. */
async function serverPages(seed: LongestReceipt): Promise<string[][]> {
  const file = await downloadReceiptPdf(seed.staff.token, {
    car_id: seed.car.id,
    customer_id: seed.customerIds[0]!,
    datefrom: seed.day,
  });
  return (await readPdf(file)).map((p) => goodsOnPage(p.text));
}

test.beforeAll(async () => {
  await saveLongestDepot();
});

test('12 lines of the longest names fit one A5 sheet with 5 % to spare in every Chromium, and the server PDF is one page', async () => {
  test.setTimeout(180_000);
  const seed = await seedLongestReceipt(12);
  for (const { name, options } of await everyChromium()) {
    const browser = await chromium.launch(options);
    try {
      const page = await openIn(browser, seed, receiptPath(seed));
      const pages = await printedPages(page, 12);
      const spare = await a5RoomToSpare(page);
      expect(pages, name).toHaveLength(1);
      expect(pages[0], name).toHaveLength(12);
      test
        .info()
        .annotations.push({ type: `room to spare (${name})`, description: spare.toFixed(3) });
      expect(spare, name).toBeGreaterThanOrEqual(0.05);
      const { widest, printable } = await widestOnPaper(page);
      expect(widest, name).toBeLessThanOrEqual(printable + 0.5);
    } finally {
      await browser.close();
    }
  }
  expect(await serverPages(seed)).toEqual([
    Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')),
  ]);
});

test('a vehicle’s receipts of the longest names print at 100 %, one sheet each', async ({
  page,
}) => {
  const seed = await seedLongestReceipt(6, { customers: 3, paid: 4 });
  await storeSession(page, seed.staff);
  await page.goto(`/report/cart/print/${seed.car.id}/${seed.day}`);
  await expect(page.getByRole('region', { name: /^Phiếu thu tiền / })).toHaveCount(3);
  // Four receipt numbers in `Theo phiếu thu`: they wrap in the totals' column.
  await expect(page.getByText(/^PT-.*, PT-.*, PT-.*, PT-/).first()).toBeVisible();
  const { widest, printable } = await widestOnPaper(page);
  expect(widest).toBeLessThanOrEqual(printable + 0.5);
  const pages = (await readPdf(await printToPdf(page))).map((p) => goodsOnPage(p.text));
  expect(pages.map((p) => p.length)).toEqual([6, 6, 6]);
});

for (const [count, notes] of [
  [16, true],
  [30, false],
] as const) {
  test(`${count} lines of the longest names: the server PDF breaks its pages where the print does`, async ({
    page,
  }) => {
    const seed = await seedLongestReceipt(count, { notes });
    await storeSession(page, seed.staff);
    await page.goto(receiptPath(seed));
    const printed = await printedPages(page, count);
    expect(printed.length).toBeGreaterThan(1);
    expect(printed.flat()).toHaveLength(count);
    expect(await serverPages(seed)).toEqual(printed);
  });
}
