import type { Page } from '@playwright/test';
import { dashboardApi } from '@depot/shared/dashboard/dashboard.contract';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount, unique } from '../support/api';
import { createCustomerApi } from '../support/customers';
import { createSpecificationApi, typeDate } from '../support/product-form';
import { createGoodsApi, type NewGoods } from '../support/products';
import { openSignedIn } from '../support/session';
import { createCarApi, loadApi } from '../support/statements';

/**
 * Three days of 2018–2019, when no other journey loads (the statistics journeys use days of
 * 2022, uniquePastDay those from 2000): YYYY-MM-DD and DD-MM-YYYY of each.
 */
function randomRange() {
  const start = Date.UTC(2018, 0, 1) + Math.floor(Math.random() * 700) * 86_400_000;
  return [0, 1, 2].map((n) => {
    const iso = new Date(start + n * 86_400_000).toISOString().slice(0, 10);
    const [y, m, d] = iso.split('-');
    return { iso, shown: `${d}-${m}-${y}` };
  });
}

/** Types both ends into the range picker (DD-MM-YYYY), as a person would. */
async function pickRange(page: Page, from: string, to: string) {
  // Typed, then picked in the calendar: Enter alone lost a typed day now and then under load,
  // and the screen then showed the default range's figures.
  await typeDate(page.getByPlaceholder('Từ ngày'), from);
  await typeDate(page.getByPlaceholder('Đến ngày'), to);
  await expect(page.getByPlaceholder('Từ ngày')).toHaveValue(from);
  await expect(page.getByPlaceholder('Đến ngày')).toHaveValue(to);
  // The last click was in the calendar, over where the chart draws: a pointer left there shows
  // the chart's hover band, one more rectangle than the bars.
  await page.mouse.move(0, 0);
}

// The five figures' formats, the ten largest debts (order, amounts, links), the range sent and
// the dashboard inside the statistics are component tests
// (apps/web/src/features/dashboard/components/dashboard.test.tsx); the top ten's order an API
// test (dashboard.test.ts). Here: the real server's sums and the charts a browser draws.
test.describe('dashboard (tổng quan)', () => {
  test('shows the figures and both charts of a range', async ({ page }) => {
    const boss = await createAccount('admin', 'Chủ Chành Xe');
    const days = randomRange();
    const [d1, , d3] = days;
    const tag = unique('');
    const [carA, carB, spec] = await Promise.all([
      createCarApi(boss.token, 5000),
      createCarApi(boss.token, 2000),
      createSpecificationApi(boss.token),
    ]);
    const an = await createCustomerApi(boss.token, { full_name: `Tổng Quan An ${tag}` });
    const goods = (body: Partial<NewGoods>) =>
      createGoodsApi(boss.token, {
        customer_id: an.id,
        name: unique('Hàng tổng quan '),
        quantity: 1,
        datetime: d1!.iso,
        specification_id: spec.id,
        price_type: 'weight',
        ...body,
      });
    // Every price type, paid and unpaid: 136 500 + 80 000 (paid) + 150 000 (paid) + 25 625 on
    // the first day, nothing on the second, 100 000 on the third.
    const byWeight = await goods({ price: 3000, total_weight: 45.5 });
    const byPackage = await goods({
      price: 20_000,
      quantity: 4,
      total_weight: 100,
      price_type: 'package',
      is_paid: true,
    });
    const lumpSum = await goods({
      price: 150_000,
      total_weight: 3,
      is_total_money: true,
      is_paid: true,
    });
    const onB = await goods({ price: 2500, total_weight: 10.25 });
    const later = await goods({
      price: 50_000,
      quantity: 2,
      total_weight: 20,
      price_type: 'package',
    });
    await loadApi(boss.token, carA.id, d1!.iso, [byWeight.id, byPackage.id, lumpSum.id]);
    await loadApi(boss.token, carB.id, d1!.iso, [onB.id]);
    await loadApi(boss.token, carA.id, d3!.iso, [later.id]);

    const reply = await apiEndpoint(boss.token, dashboardApi.get, {
      query: { date_from: d1!.iso, date_to: d3!.iso },
    });
    // The 230 000 collected was received today, not on these days of 2018–2019: the range's
    // goods owe 262 125 and the range's days took in nothing (money counts by day of receipt).
    expect(reply.totals).toEqual({
      goods: 5,
      weight: 178.75,
      amount: 492_125,
      collected: 0,
      due: 262_125,
      // No trip costs on these trips: all of the freight is left.
      costs: 0,
      left: 492_125,
      // Thu hộ owed now, whatever the range: other journeys' senders count on this server.
      cod_owed: expect.any(Number),
    });
    expect(reply.per_day.map((d) => d.collected)).toEqual([0, 0, 0]);
    expect(reply.per_day.map((d) => d.amount)).toEqual([392_125, 0, 100_000]);

    await openSignedIn(page, boss, '/thong-ke/tong-quan');
    await expect(page.getByRole('heading', { level: 1, name: 'Tổng quan' })).toBeVisible();
    await pickRange(page, d1!.shown, d3!.shown);

    // The figures of the picked range, as the server sums them (their formats: a component test).
    await expect(page.getByRole('group', { name: 'Khối lượng', exact: true })).toContainText(
      '178,75 kg',
    );

    const perDay = page.getByRole('region', { name: 'Doanh thu theo ngày' });
    // One amount bar on the first day, one on the third, none on the empty second day (nothing
    // was received on any of them).
    await expect(perDay.locator('svg path.recharts-rectangle')).toHaveCount(2);
    // Drawn at their height, not flat: the first day's amount is the tallest bar of the chart.
    const tallest = await perDay.locator('svg path.recharts-rectangle').first().boundingBox();
    expect(tallest?.height).toBeGreaterThan(100);
    await expect(perDay.getByText('Thành tiền', { exact: true })).toBeVisible();
    await expect(perDay.getByText('Đã thu (theo ngày thu tiền)', { exact: true })).toBeVisible();
    await expect(perDay.getByText(d1!.shown.slice(0, 5), { exact: true })).toBeVisible();

    const perVehicle = page.getByRole('region', { name: 'Khối lượng theo xe' });
    // Weight and capacity for each of the two vehicles.
    await expect(perVehicle.locator('svg path.recharts-rectangle')).toHaveCount(4);
    await expect(perVehicle.getByText('Khối lượng', { exact: true })).toBeVisible();
    await expect(perVehicle.getByText('Tải trọng', { exact: true })).toBeVisible();
    await expect(perVehicle.getByText(carA.number_car, { exact: true })).toBeVisible();
    await expect(perVehicle.getByText(carB.number_car, { exact: true })).toBeVisible();
  });

  test('the chart library is downloaded only by the dashboard', async ({ page }) => {
    const boss = await createAccount('staff');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openSignedIn(page, boss, '/customers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.some((url) => url.includes('dashboard-charts'))).toBe(false);
    await page.goto('/thong-ke/tong-quan');
    await expect(page.getByRole('region', { name: 'Doanh thu theo ngày' })).toBeVisible();
    expect(scripts.some((url) => url.includes('dashboard-charts'))).toBe(true);
  });
});
