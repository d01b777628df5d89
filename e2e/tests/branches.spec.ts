import type { Locator, Page } from '@playwright/test';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import { locationLabel } from '@depot/shared/locations/locations.rules';
import { locationsApi } from '@depot/shared/locations/locations.contract';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount } from '../support/api';
import { choose, selectOf } from '../support/customers';
import { PHONE_VIEWPORT } from '../support/lists';
import { expectMenuClosed, TAP_SIZE } from '../support/phone';
import { openSignedIn } from '../support/session';
import { runExclusively } from '../support/exclusive';

// Branches (docs/domain.md, "Branches"): the /chi-nhanh screen and the header's switch, which
// a person of every branch sees once the depot has more than one.

const CODE = 'CT';
const NAME = 'Chi nhánh Cần Thơ';

/**
 * A retry of this journey runs on the server its first attempt left CT on (codes and names are
 * unique, branches are never deleted): that branch gets another code and name and gives its
 * provinces back, so the journey starts as on a depot without CT.
 */
async function setAsideEarlierAttempt(token: string): Promise<void> {
  const branches = await apiEndpoint(token, branchesApi.list);
  const earlier = branches.find((branch) => branch.code === CODE);
  if (!earlier) return;
  const letter = () => 'ABDEGHKLMNPQRSTUVXY'[Math.floor(Math.random() * 19)];
  const code = `Z${letter()}${letter()}${letter()}`;
  await apiEndpoint(token, branchesApi.update, {
    params: { id: earlier.id },
    body: {
      name: `Chi nhánh cũ ${code}`,
      code,
      address: earlier.address,
      phone: earlier.phone,
      province_ids: [],
    },
  });
}

/** Cần Thơ of the 2025 list, as the form's select names it. */
async function canThoProvince(token: string): Promise<{ id: number; label: string }> {
  const provinces = await apiEndpoint(token, locationsApi.provinces, {
    query: { version: 2025 },
  });
  const canTho = provinces.find((province) => province.name === 'Cần Thơ')!;
  return { id: canTho.id, label: locationLabel(canTho) };
}

/**
 * Adds a province to the multiple select. A second click on a chosen option would take it off
 * again: a lost pick is retried only while the province is still missing.
 */
async function addProvince(page: Page, select: Locator, typed: string, label: string) {
  const tag = selectOf(select).locator('.ant-select-selection-item', { hasText: label });
  await expect(async () => {
    if ((await tag.count()) === 0) {
      await select.click();
      await select.fill(typed);
      await page
        .locator('.ant-select-dropdown:visible')
        .getByTitle(label, { exact: true })
        .click({ timeout: 5_000 });
    }
    await expect(tag).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // The options lie over the buttons below the field.
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test.describe('branches (chi nhánh)', () => {
  test('an admin adds CT and edits it; the header switch appears and its choice outlives a reload', async ({
    page,
  }) => {
    // Sets an earlier CT aside and adds CT: no other journey runs meanwhile (one that made or
    // uses CT would see it renamed under it), and they wait for this one.
    test.setTimeout(240_000);
    await runExclusively(async () => {
      const admin = await createAccount('admin', 'Quản Lý Tổng');
      await setAsideEarlierAttempt(admin.token);
      const before = await apiEndpoint(admin.token, branchesApi.list);
      const canTho = await canThoProvince(admin.token);
      const headerSwitch = page.locator('header').getByRole('combobox', { name: 'Chi nhánh' });

      await openSignedIn(page, admin, '/chi-nhanh');
      await expect(page.getByRole('heading', { name: 'Chi nhánh', exact: true })).toBeVisible();
      await expect(page.getByRole('cell', { name: before[0]!.code, exact: true })).toBeVisible();
      // The header read the same list: with one branch it offers nothing to switch.
      if (before.length === 1) await expect(headerSwitch).toHaveCount(0);

      await page.getByRole('button', { name: 'Thêm chi nhánh' }).click();
      await expect(page).toHaveURL(/\/chi-nhanh\/create$/);
      await expect(page.getByRole('heading', { name: 'Thêm chi nhánh' })).toBeVisible();
      await page.getByLabel('Tên chi nhánh').fill(NAME);
      await page.getByLabel('Mã', { exact: true }).fill('ct');
      await page.getByLabel('Địa chỉ').fill('5 Hòa Bình, Phường Ninh Kiều, Thành phố Cần Thơ');
      await page.getByLabel('Điện thoại').fill('0292 3821 555');
      await page.getByRole('button', { name: 'Thêm mới' }).click();
      const created = page.getByRole('alert').filter({ hasText: 'Thêm chi nhánh thành công' });
      await expect(created).toBeVisible();
      // The code as the shared schema stores it.
      await expect(created).toContainText(`Mã chi nhánh đã lưu: ${CODE}`);
      await expect(page.getByLabel('Tên chi nhánh')).toHaveValue('');
      // Two branches now: the header offers the switch, on every branch at first.
      await expect(headerSwitch).toBeVisible();
      await expect(selectOf(headerSwitch)).toContainText('Tất cả chi nhánh');

      await page.getByRole('button', { name: 'Quay lại' }).click();
      await expect(page).toHaveURL(/\/chi-nhanh$/);
      const row = page.getByRole('row').filter({ hasText: NAME });
      await expect(row).toContainText('0292 3821 555');
      const branch = (await apiEndpoint(admin.token, branchesApi.list)).find(
        (b) => b.code === CODE,
      )!;
      await row.getByRole('link', { name: 'Sửa' }).click();
      await expect(page).toHaveURL(new RegExp(`/chi-nhanh/update/${branch.id}$`));
      await expect(page.getByRole('heading', { name: 'Sửa chi nhánh' })).toBeVisible();
      await expect(page.getByLabel('Mã', { exact: true })).toHaveValue(CODE);

      await page.getByLabel('Điện thoại').fill('0292 3999 999');
      const provinces = page.getByRole('combobox', { name: 'Tỉnh/thành phục vụ' });
      await addProvince(page, provinces, 'can tho', canTho.label);
      await page.getByRole('button', { name: 'Cập nhật' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Cập nhật chi nhánh thành công' }),
      ).toBeVisible();
      const stored = (await apiEndpoint(admin.token, branchesApi.list)).find(
        (b) => b.id === branch.id,
      )!;
      expect(stored).toMatchObject({ phone: '0292 3999 999', province_ids: [canTho.id] });

      await page.getByRole('button', { name: 'Quay lại' }).click();
      await expect(row).toContainText(canTho.label);
      await expect(row).toContainText('0292 3999 999');

      // The choice goes with the requests every screen makes again for it.
      const option = `${CODE} · ${NAME}`;
      const askedForCanTho = page.waitForRequest(
        (request) =>
          new URL(request.url()).pathname === '/api/branches' &&
          request.headers()['x-branch-id'] === String(branch.id),
      );
      await choose(page, headerSwitch, option);
      await askedForCanTho;

      const afterReload = page.waitForRequest(
        (request) =>
          new URL(request.url()).pathname.startsWith('/api/') &&
          request.headers()['x-branch-id'] === String(branch.id),
      );
      await page.reload();
      await afterReload;
      await expect(selectOf(headerSwitch)).toContainText(option);
      await expect(row).toContainText(canTho.label);

      // A phone's header keeps the choice by its code in a 44 px box, beside the name and
      // sign-out, and nothing scrolls sideways once the menu has slid away.
      await page.setViewportSize(PHONE_VIEWPORT);
      await page.reload();
      await expectMenuClosed(page);
      const shownSwitch = selectOf(headerSwitch);
      await expect(shownSwitch).toHaveText(CODE);
      const box = (await shownSwitch.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(TAP_SIZE);
      for (const part of [shownSwitch, page.getByRole('button', { name: 'Đăng xuất' })])
        await expect(part).toBeInViewport({ ratio: 1 });
      const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      expect(scrollWidth).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    });
  });
});
