import type { Page } from '@playwright/test';
import { receiptsApi } from '@depot/shared/receipts/receipts.contract';
import { apiEndpoint, createAccount, unique } from '../support/api';
import { createCustomerApi } from '../support/customers';
import { holdDepotSettings } from '../support/depot-lock';
import { readPdf } from '../support/pdf';
import { createSpecificationApi } from '../support/product-form';
import { createGoodsApi } from '../support/products';
import { printToPdf, saveDepotSettings } from '../support/receipts';
import { openSignedIn } from '../support/session';
import { createCarApi, loadApi, uniquePastDay } from '../support/statements';
import { expect, test } from '../support/test';

// A receipt of up to 16 lines (12 of the longest names: receipt-longest.spec.ts) prints on one
// A5 sheet with everything spec 2 §2.6 puts on it; a longer one runs on under the table's header
// and its totals never stand alone; the
// vehicle's receipts print one a sheet, nothing of the next at the foot of a page. The footer
// is at its tallest here: a bank account (the QR) and one line paid (the paid-by row and the
// amount due in words). The depot's settings are saved, hence the lock of depot-lock.ts.
holdDepotSettings();
test.describe.configure({ mode: 'serial' });

const DEPOT = 'Chành Xe Phương Nam';
const SIGNATURES = /^Người nhận hàng\s+Người thanh toán\s+Người thu tiền$/;
// The caption of the tracking QR code, under it, left of the signatures: it ends the sheet.
const TRACK_CAPTION = /\n\s*Quét để tra\s+cứu hàng\s*$/;
/** The sheet's lines without the tracking QR code's caption, which ends each one. */
const signedLines = (text: string) => {
  expect(text).toMatch(TRACK_CAPTION);
  return text.replace(TRACK_CAPTION, '').split('\n');
};
const TOTALS = 'Còn phải thu bằng chữ';

let specifications = 0;

/**
 * `count` goods for each of `customers` on a vehicle and a day of their own. `notes`: every
 * price with its note under it (per package, lump sum: two text lines a row, the tallest
 * rows), else the three ways of pricing in turn.
 */
async function seedLines(token: string, count: number, { customers = 1, notes = false } = {}) {
  const day = uniquePastDay();
  specifications += 1;
  const [car, spec] = await Promise.all([
    createCarApi(token),
    // One short word, as a depot's are (Thùng, Bao).
    createSpecificationApi(
      token,
      `Hộp${test.info().workerIndex}${test.info().retry}${specifications}`,
    ),
  ]);
  const ids: number[] = [];
  const customerIds: number[] = [];
  const names: string[] = [];
  for (let c = 0; c < customers; c += 1) {
    const customer = await createCustomerApi(token, {
      full_name: unique(`Trần Thị Thu ${String.fromCharCode(65 + c)} `),
      number_house: '128/4 Nguyễn Văn Cừ',
    });
    names.push(customer.full_name);
    customerIds.push(customer.id);
    for (let n = 1; n <= count; n += 1) {
      const way = notes ? 1 + (n % 2) : n % 3;
      const goods = await createGoodsApi(token, {
        customer_id: customer.id,
        specification_id: spec.id,
        datetime: day.iso,
        name: `Thùng hàng số ${String(n).padStart(2, '0')}`,
        quantity: 1 + (n % 4),
        total_weight: 10 + n,
        price: [2_000, 45_000, 350_000][way],
        price_type: way === 1 ? 'package' : 'weight',
        is_total_money: way === 2,
      });
      ids.push(goods.id);
    }
  }
  await loadApi(token, car.id, day.iso, ids);
  return { car, day, customerIds, names };
}

/** The receipt of one customer with `count` lines, its first one paid, printed; the pages. */
async function printReceipt(page: Page, count: number, notes = false): Promise<string[]> {
  const staff = await createAccount('staff');
  const { car, day, customerIds } = await seedLines(staff.token, count, { notes });
  const customerId = customerIds[0]!;
  const receipt = await apiEndpoint(staff.token, receiptsApi.get, {
    query: { car_id: car.id, customer_id: customerId, datefrom: day.iso },
  });
  await apiEndpoint(staff.token, receiptsApi.pay, {
    body: {
      car_id: car.id,
      customer_id: customerId,
      datefrom: day.iso,
      transport_ids: [receipt.data[0]!.id],
    },
  });
  await openSignedIn(page, staff, `/report/cart/print/${car.id}/${day.iso}/${customerId}`);
  const rows = page.getByRole('table', { name: 'Phiếu thu tiền' }).locator('tbody tr');
  await expect(rows).toHaveCount(count);
  await expect(page.getByRole('img', { name: 'Quét mã để chuyển khoản' })).toBeVisible();
  await expect(page.getByText(TOTALS)).toBeVisible();
  return (await readPdf(await printToPdf(page))).map((p) => p.text);
}

const goodsLines = (text: string) => text.match(/Thùng hàng số \d\d/g) ?? [];

test.describe('the receipt on A5 (the browser print)', () => {
  test.beforeAll(async () => {
    await saveDepotSettings(DEPOT);
  });

  for (const [count, notes] of [
    [5, false],
    [16, true],
  ] as const) {
    test(`${count} lines, the totals, QR, notes and signatures fit one A5 sheet`, async ({
      page,
    }) => {
      const pages = await printReceipt(page, count, notes);
      expect(pages).toHaveLength(1);
      const [text] = pages as [string];
      expect(goodsLines(text)).toHaveLength(count);
      if (notes) expect(text.match(/Đơn giá \/ kiện|Tổng tiền\n/g)).toHaveLength(count);
      for (const part of ['PHIẾU THU TIỀN', 'Còn phải thu', 'Bằng chữ', TOTALS, 'Ngân hàng']) {
        expect(text).toContain(part);
      }
      expect(text).toContain('Giờ nhận hàng');
      expect(signedLines(text).at(-2)).toMatch(SIGNATURES);
    });
  }

  // 17 lines of two text lines each: the goods fill the first page and the footer (totals, QR,
  // signatures) would start the second alone; the last line goes over with it. 30 lines of
  // the three prices run onto a second page of goods.
  for (const [count, notes] of [
    [17, true],
    [30, false],
  ] as const) {
    test(`${count} lines run on under the header, the totals with goods above them`, async ({
      page,
    }) => {
      const pages = await printReceipt(page, count, notes);
      expect(pages).toHaveLength(2);
      const lines = pages.map(goodsLines);
      expect(lines.flat()).toHaveLength(count);
      const [first, second] = pages as [string, string];
      // `Số lượng` and `Quy cách` wrap in their narrow columns.
      expect(second.trimStart()).toMatch(/^STT\s+Tên\s+Số\s+Quy\s+TTL \(kg\)/);
      expect(lines[1]!.length).toBeGreaterThan(0);
      expect(first).not.toContain(TOTALS);
      expect(second).toContain(TOTALS);
      expect(signedLines(second).at(-2)).toMatch(SIGNATURES);
    });
  }
});

test.describe('the vehicle’s receipts on A5', () => {
  test('one sheet each, the title only at the top of its own page', async ({ page }) => {
    await saveDepotSettings(DEPOT);
    const staff = await createAccount('staff');
    const { car, day, names } = await seedLines(staff.token, 5, { customers: 3 });
    await openSignedIn(page, staff, `/report/cart/print/${car.id}/${day.iso}`);
    await expect(page.getByRole('region', { name: /^Phiếu thu tiền / })).toHaveCount(3);
    const pages = (await readPdf(await printToPdf(page))).map((p) => p.text);
    expect(pages).toHaveLength(3);
    for (const [i, text] of pages.entries()) {
      const lines = signedLines(text);
      // The depot and the title head the page, once; the page is that customer's alone.
      expect(lines[0], `trang ${i + 1}`).toBe(`${DEPOT.toUpperCase()} PHIẾU THU TIỀN`);
      expect(text.match(/PHIẾU THU TIỀN|Ế|Ề/g), `trang ${i + 1}`).toEqual(['PHIẾU THU TIỀN']);
      expect(text.match(new RegExp(DEPOT, 'gi')), `trang ${i + 1}`).toHaveLength(1);
      expect(text).toContain(names[i]!);
      expect(goodsLines(text)).toHaveLength(5);
      // The signatures end the page: nothing of the next receipt under them.
      expect(lines.at(-2), `trang ${i + 1}`).toMatch(SIGNATURES);
      expect(lines.at(-1), `trang ${i + 1}`).toMatch(/^(\(Ký, ghi rõ họ tên\)\s*){3}$/);
    }
  });
});
