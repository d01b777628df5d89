import { expect, test } from '../support/test';
import { createAccount, unique } from '../support/api';
import { createCustomerApi } from '../support/customers';
import { printedPages } from '../support/labels';
import { createManyGoodsApi } from '../support/products';
import { pdfInfo, pdfPageText, printToPdf, seedReceipts } from '../support/receipts';
import { openSignedIn } from '../support/session';
import { createCarApi, loadApi, uniquePastDay } from '../support/statements';

// The receipt as Chromium prints it (page.pdf, the browser's own print): the paper of `@page`,
// only the sheet, and a long table running onto a second page under its header. These
// journeys change no depot setting (the lock of depot-lock.ts is not needed).

test.describe('the receipt on paper (the browser print)', () => {
  test('prints on A5 by default, A4 when chosen on the page or in the address', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const { car, day, customers } = await seedReceipts(staff.token);
    const url = `/report/cart/print/${car.id}/${day.iso}/${customers[0]!.id}`;
    await openSignedIn(page, staff, url);
    await expect(page.getByRole('heading', { name: 'Phiếu thu tiền' })).toBeVisible();
    await expect.poll(() => printedPages(page)).toEqual({ pages: 1, widthMm: 148, heightMm: 210 });

    await page.getByText('A4', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]size=A4/);
    // The paper follows the choice with the next render: printed again until it has.
    await expect.poll(() => printedPages(page)).toEqual({ pages: 1, widthMm: 210, heightMm: 297 });

    await page.goto(`${url}?size=A4`);
    await expect(page.getByRole('heading', { name: 'Phiếu thu tiền' })).toBeVisible();
    await expect.poll(() => printedPages(page)).toEqual({ pages: 1, widthMm: 210, heightMm: 297 });
  });

  test('a receipt of 40 lines continues on page 2 under the table header, no row cut across', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const [car, customer] = await Promise.all([
      createCarApi(staff.token),
      createCustomerApi(staff.token, { full_name: unique('Trần Văn Dài ') }),
    ]);
    const day = uniquePastDay();
    // 2 packages at 50.000 đ a package: each row's price cell has a second line, the unit.
    const goods = await createManyGoodsApi(staff.token, 40, (n) => ({
      customer_id: customer.id,
      // Short enough not to wrap: one text line a row's name in the PDF's text.
      name: `Hàng dài ${String(n).padStart(2, '0')}`,
      datetime: day.iso,
    }));
    await loadApi(
      staff.token,
      car.id,
      day.iso,
      goods.map((g) => g.id),
    );
    await openSignedIn(page, staff, `/report/cart/print/${car.id}/${day.iso}/${customer.id}`);
    const rows = page.getByRole('table', { name: 'Phiếu thu tiền' }).locator('tbody tr');
    await expect(rows).toHaveCount(40);

    const pdf = await printToPdf(page);
    const { pages } = await pdfInfo(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    const texts = await Promise.all(
      Array.from({ length: pages }, (_, i) => pdfPageText(pdf, i + 1)),
    );
    const names = (text: string) => text.match(/Hàng dài \d\d/g) ?? [];

    // Page 2 starts with the table's header again, then more of its rows.
    expect(texts[1]!.trimStart()).toMatch(/^STT\s+Tên\s+Số\s+Quy\s+TTL \(kg\)/);
    expect(names(texts[1]!).length).toBeGreaterThan(0);
    // Every row printed once, whole on one page: its name and the unit under its price together.
    expect(texts.flatMap(names).sort()).toEqual(goods.map((g) => g.name).sort());
    for (const [i, text] of texts.entries())
      expect((text.match(/Đơn giá \/ kiện/g) ?? []).length, `trang ${i + 1}`).toBe(
        names(text).length,
      );
  });

  test('in print media the toolbar and the settings alert are hidden, the sheet stays', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const { car, day, customers } = await seedReceipts(staff.token);
    const customer = customers[0]!;
    // The depot as a fresh install has it, whatever another journey saved on this server.
    await page.route('**/api/transport/print?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { depot: { configured: boolean } } };
      body.data.depot.configured = false;
      await route.fulfill({ response, json: body });
    });
    await openSignedIn(page, staff, `/report/cart/print/${car.id}/${day.iso}/${customer.id}`);
    const sheet = page.getByRole('region', { name: `Phiếu thu tiền ${customer.full_name}` });
    const toolbar = page.getByRole('toolbar', { name: `Phiếu thu tiền ${customer.full_name}` });
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Thông tin chành xe chưa được cài đặt' });
    await expect(sheet).toBeVisible();
    await expect(toolbar).toBeVisible();
    await expect(toolbar.getByRole('button', { name: 'Tải PDF' })).toBeVisible();
    await expect(alert).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(toolbar).toBeHidden();
    await expect(alert).toBeHidden();
    await expect(sheet).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(alert).toBeVisible();
  });
});
