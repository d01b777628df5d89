import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, type SignedIn } from '../support/api';
import {
  createGoodsApi,
  createGoodsCustomer,
  goodsRow,
  goodsRows,
  openGoodsList,
  todayIso,
} from '../support/products';
import { createCarApi, loadApi } from '../support/statements';

/** Where a place is written long: Bà Rịa - Vũng Tàu → Thị xã Phú Mỹ → Phường Hắc Dịch. */
const PHU_MY = { province_id: 77, district_id: 754, ward_id: 26725 };

/**
 * What overflows in the goods table: its own sideways scroll, and every text, icon or switch of a
 * header or body cell that shows beyond its cell (text cut by an `overflow: hidden` box, as
 * antd's ellipsis cells are, shows only inside that box), i.e. runs over the next column.
 */
function overflows(page: Page) {
  return page.evaluate(() => {
    const scroller = document.querySelector('.ant-table-content')!;
    const spilling: string[] = [];
    for (const cell of Array.from(document.querySelectorAll('.ant-table thead th, tbody td'))) {
      const box = cell.getBoundingClientRect();
      const texts: Node[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (node.textContent?.trim()) texts.push(node);
      const parts = [...texts, ...Array.from(cell.querySelectorAll('svg, .ant-switch'))];
      for (const part of parts) {
        const range = document.createRange();
        range.selectNodeContents(part);
        const shown =
          part instanceof Element ? part.getBoundingClientRect() : range.getBoundingClientRect();
        let { left, right } = shown;
        const start = part instanceof Element ? part : part.parentElement;
        for (let el = start; el && el !== cell.parentElement; el = el.parentElement) {
          if (getComputedStyle(el).overflowX === 'visible') continue;
          const clip = el.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
        if (left < box.left - 1 || right > box.right + 1)
          spilling.push(
            `${part.textContent || (part as Element).nodeName}: ${left}–${right} in ${box.left}–${box.right}`,
          );
      }
    }
    return { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth, spilling };
  });
}

let staff: SignedIn;
test.beforeAll(async () => {
  staff = await createAccount('staff');
});

// docs/domain.md: the spec's twelve columns and the code on one screen from a 1366 px laptop up.
test.describe('the goods table fits the screen', () => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    test(`at ${viewport.width} px every column shows without scrolling, long texts cut`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const customer = await createGoodsCustomer(staff.token, 'Công ty TNHH Vận tải Hàng hóa', {
        ...PHU_MY,
      });
      const note = 'Hàng dễ vỡ, để đứng, không xếp chồng, giao trước 10 giờ sáng';
      const goods = await createGoodsApi(staff.token, {
        customer_id: customer.id,
        name: `Máy lạnh Daikin inverter 2 HP kèm ống đồng ${customer.id}`,
        price: 1_500_000,
        quantity: 12,
        product_type: note,
      });
      const car = await createCarApi(staff.token, 50_000);
      await loadApi(staff.token, car.id, todayIso(), [goods.id]);

      await openGoodsList(
        page,
        staff,
        `/products?customer=${encodeURIComponent(customer.full_name)}`,
      );
      await expect(goodsRows(page)).toHaveCount(1);
      const row = goodsRow(page, goods.code);
      await expect(row).toContainText(`Đã lên xe${car.number_car}`);
      await expect(row).toContainText('18.000.000 đ');

      const measured = await overflows(page);
      expect(measured.scrollWidth).toBeLessThanOrEqual(measured.clientWidth);
      expect(measured.spilling).toEqual([]);

      // The code, the money and the date show whole; the note is cut, whole on hover.
      const date = todayIso().split('-').reverse().join('-');
      for (const text of [goods.code, '1.500.000 đ', '18.000.000 đ', date]) {
        const cell = row.getByRole('cell', { name: text, exact: true });
        const whole = await cell.evaluate((td) => {
          const range = document.createRange();
          range.selectNodeContents(td);
          const style = getComputedStyle(td);
          const room =
            td.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return range.getBoundingClientRect().width <= room + 0.5;
        });
        expect(whole, text).toBe(true);
      }
      const noteText = row.getByText(note);
      const cut = await noteText.evaluate(
        (span) => span.getBoundingClientRect().width > span.closest('td')!.clientWidth,
      );
      if (viewport.width === 1366) expect(cut).toBe(true);
      // On its first letters: the cut text's middle lies beyond its column (under the next one,
      // or off the screen), the narrower the column the farther (a branch column narrows it).
      await noteText.hover({ position: { x: 8, y: 8 } });
      await expect(page.getByRole('tooltip')).toHaveText(note);
    });
  }
});
