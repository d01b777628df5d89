import { holdDepotSettings } from '../support/depot-lock';
import { printedPages, PX_PER_MM } from '../support/labels';
import { readPdf } from '../support/pdf';
import {
  LONGEST,
  saveLongestDepot,
  seedLongestReceipt,
  widestOnPaper,
} from '../support/receipt-longest';
import { printToPdf } from '../support/receipts';
import { storeSession } from '../support/session';
import { expect, test } from '../support/test';

// The other prints with the longest names a depot has (receipt-longest.spec.ts has the
// receipts): the vehicle's statement is no wider than its sheet, every line printed once; a
// goods label keeps every part inside its 94 × 69 mm, on one label page.
holdDepotSettings();
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await saveLongestDepot();
});

test('the vehicle’s statement of the longest names is no wider than A5 or A4, every line printed once', async ({
  page,
}) => {
  const seed = await seedLongestReceipt(6, { customers: 3, paid: 1 });
  await storeSession(page, seed.staff);
  for (const [size, printableMm] of [
    ['A5', 132],
    ['A4', 186],
  ] as const) {
    await page.goto(`/bang-ke/in?id=${seed.car.id}&date=${seed.day}&size=${size}`);
    await expect(page.getByRole('heading', { name: 'BẢNG KÊ HÀNG HÓA THEO XE' })).toBeVisible();
    await expect(page.getByText(LONGEST.goods(6)).first()).toBeVisible();
    const { widest, printable } = await widestOnPaper(page, printableMm);
    expect(widest, size).toBeLessThanOrEqual(printable + 0.5);
    const pages = await readPdf(await printToPdf(page));
    const lines = pages.flatMap((p) => p.text.match(/Thùng hàng số \d\d/g) ?? []);
    expect(lines, size).toHaveLength(18);
  }
});

test('a goods label of the longest names keeps every part inside the label, one label page', async ({
  page,
}) => {
  const seed = await seedLongestReceipt(1, { paid: 0 });
  await storeSession(page, seed.staff);
  await page.goto(`/products/label/${seed.goodsIds[0]}`);
  const label = page.getByRole('article', { name: /^Nhãn / });
  await expect(label).toBeVisible();
  const box = (await label.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(94 * PX_PER_MM + 1);
  expect(box.height).toBeLessThanOrEqual(69 * PX_PER_MM + 1);
  // Each part (depot, code, QR, customer, destination, goods, figures) inside the label's box:
  // the label hides what spills, so a part pushed out would be lost on paper.
  const outside = await label.evaluate((el) => {
    const frame = el.getBoundingClientRect();
    return Array.from(el.querySelectorAll('header, div, span, strong'))
      .filter((part) => {
        const r = part.getBoundingClientRect();
        return r.height > 0 && (r.bottom > frame.bottom + 0.5 || r.right > frame.right + 0.5);
      })
      .map((part) => part.textContent?.slice(0, 40));
  });
  expect(outside).toEqual([]);
  await expect(label).toContainText(LONGEST.goods(1));
  await expect.poll(() => printedPages(page)).toEqual({ pages: 1, widthMm: 100, heightMm: 75 });
});
