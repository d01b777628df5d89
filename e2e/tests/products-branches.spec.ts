import type { Page } from '@playwright/test';
import type { Branch } from '@depot/shared/branches/branches.schema';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import { FIRST_BRANCH_ID } from '@depot/shared/branches/branches.rules';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount } from '../support/api';
import { choose, selectOf } from '../support/customers';
import { runExclusively } from '../support/exclusive';
import {
  createFormCustomer,
  customerProductsApi,
  expectAlert,
  pickCustomer,
  productForm,
} from '../support/product-form';
import { goodsRow, goodsRows, listTotal } from '../support/products';
import { openSignedIn } from '../support/session';

// Goods between branches (docs/domain.md, "Branches"): the clerk sends a parcel to another
// branch from the intake form, finds it in the list by where it goes, and reads its road.

const CODE = 'CT';
const NAME = 'Chi nhánh Cần Thơ';

/**
 * The branch CT, made as branches.spec.ts makes it unless a journey already did (branches are
 * never deleted, so it outlives the journey that made it).
 */
async function canThoBranch(token: string): Promise<Branch> {
  const existing = (await apiEndpoint(token, branchesApi.list)).find((b) => b.code === CODE);
  if (existing) return existing;
  return apiEndpoint(token, branchesApi.create, {
    body: {
      name: NAME,
      code: CODE,
      address: '5 Hòa Bình, Phường Ninh Kiều, Thành phố Cần Thơ',
      phone: '0292 3821 555',
      province_ids: [],
    },
  });
}

/** The goods list's answer to a request with that filter. */
function listAnswered(page: Page, filter: string, value: string) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/products' && url.searchParams.get(filter) === value;
  });
}

test('a parcel sent to CT: chosen at intake, shown and found by where it goes, its road read', async ({
  page,
}) => {
  // The other worker's journey in progress is waited for (runExclusively below).
  test.setTimeout(240_000);
  const admin = await createAccount('admin', 'Quản Lý Gửi Hàng');
  const customer = await createFormCustomer(admin.token, 'Khách Gửi Cần Thơ ');
  const name = `Máy bơm ${customer.id}`;

  // branches.spec.ts sets an existing CT aside as it starts (renaming it): held off meanwhile.
  await runExclusively(async () => {
    const canTho = await canThoBranch(admin.token);
    const branches = await apiEndpoint(admin.token, branchesApi.list);
    // An admin of every branch receives goods at the first branch.
    const first = branches.find((b) => b.id === FIRST_BRANCH_ID)!;
    const canThoOption = `${CODE} · ${canTho.name}`;

    await openSignedIn(page, admin, '/products/create');
    const f = productForm(page);
    const destination = page.getByRole('combobox', { name: 'Chi nhánh nhận' });
    // Two branches: the form asks where the goods go, left to the customer's province at first.
    await expect(selectOf(destination)).toContainText('Theo tỉnh của khách');
    await pickCustomer(page, customer);
    await f.name.fill(name);
    await f.byPackage.check();
    await expect(f.price('Đơn giá / kiện')).toBeVisible();
    await f.quantity.fill('1');
    await f.weight.fill('35');
    await f.price('Đơn giá / kiện').fill('120000');
    await choose(page, destination, canThoOption);
    await f.create.click();
    await expectAlert(page, 'Thêm hàng hóa thành công');
    const [saved] = await customerProductsApi(admin.token, customer.id);
    expect(saved).toMatchObject({
      name,
      origin_branch_id: first.id,
      destination_branch_id: canTho.id,
      stage: 'received',
    });

    // The list says where it goes, and finds it by that.
    const listPath = `/products?customer=${encodeURIComponent(customer.full_name)}`;
    await openSignedIn(page, admin, listPath);
    await expect(listTotal(page)).toHaveText('Tổng số 1 mặt hàng', { timeout: 20_000 });
    const row = goodsRow(page, name);
    await expect(row).toContainText(`${first.code} → ${CODE}`);

    const byDestination = listAnswered(page, 'destination_branch_id', String(canTho.id));
    await choose(page, page.getByRole('combobox', { name: 'Chi nhánh nhận' }), canThoOption);
    await byDestination;
    await expect(page).toHaveURL(new RegExp(`destination_branch_id=${canTho.id}`));
    await expect(goodsRows(page)).toHaveCount(1);
    await expect(row).toContainText(`→ ${CODE}`);
    // Still at the branch that received it: waiting for a vehicle.
    const byStage = listAnswered(page, 'stage', 'received');
    await choose(page, page.getByRole('combobox', { name: 'Giai đoạn' }), 'Chờ xếp xe');
    await byStage;
    await expect(page).toHaveURL(/stage=received/);
    await expect(goodsRows(page)).toHaveCount(1);
    await expect(row).toBeVisible();
    // It was received at the first branch, not at CT.
    await choose(page, page.getByRole('combobox', { name: 'Chi nhánh gửi' }), canThoOption);
    await expect(page).toHaveURL(new RegExp(`origin_branch_id=${canTho.id}`));
    await expect(page.getByText('Không có mặt hàng nào')).toBeVisible();

    // Its history: the road begins where it was received, by whom, at the depot's time.
    await page.goBack();
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: 'Sửa' }).click();
    await expect(page.getByRole('heading', { name: 'Cập nhật hàng hóa' })).toBeVisible();
    await expect(selectOf(page.getByRole('combobox', { name: 'Chi nhánh nhận' }))).toContainText(
      canThoOption,
    );
    await page.getByRole('tab', { name: 'Hành trình' }).click();
    const received = page
      .getByRole('tabpanel', { name: 'Hành trình' })
      .getByRole('listitem')
      .filter({ hasText: 'Nhận hàng' });
    await expect(received).toContainText(first.name);
    await expect(received).toContainText('Quản Lý Gửi Hàng');
    await expect(received).toContainText(/^\d{2}:\d{2} \d{2}-\d{2}-\d{4}/);
  });
});
