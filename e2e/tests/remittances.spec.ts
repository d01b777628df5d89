import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { expect, test } from '../support/test';
import { apiEndpoint, signInAdmin, unique } from '../support/api';
import { branchOfItsOwn, staffOfBranch } from '../support/branches';
import { pick } from '../support/customers';
import { closeDialogWith, openDialogWith, pressUntilShown } from '../support/dialogs';
import { createGoodsApi, createGoodsCustomer } from '../support/products';
import { openSignedIn } from '../support/session';

// Money between branches (docs/payments.md): thu hộ collected where the goods arrived goes back
// to the branch of their sender by a Phiếu chuyển tiền, which that branch confirms; each
// branch's Sổ quỹ shows it out and in. Two branches of its own, so that no other journey's money
// is in their drawers. The dialog's sums and refusals are component tests
// (apps/web/src/features/remittances/components/remittances-page.test.tsx).

test('thu hộ collected at one branch is sent to the sender’s branch, confirmed there, and in both books', async ({
  page,
}) => {
  const owner = await signInAdmin();
  const origin = await branchOfItsOwn(owner.token, 'Chi nhánh Gửi Tiền');
  const arrival = await branchOfItsOwn(owner.token, 'Chi nhánh Thu Hộ');
  const originClerk = await staffOfBranch(owner, origin.id, 'Thủ Quỹ Nơi Gửi');
  const arrivalClerk = await staffOfBranch(owner, arrival.id, 'Thủ Quỹ Nơi Nhận');
  const sender = await createGoodsCustomer(originClerk.token, 'Vựa Gửi Chuyển Tiền');
  const receiver = await createGoodsCustomer(originClerk.token, 'Tiệm Nhận Chuyển Tiền');
  const goods = await createGoodsApi(originClerk.token, {
    customer_id: receiver.id,
    sender_id: sender.id,
    name: unique('Bao gạo '),
    cod_amount: 750_000,
    destination_branch_id: arrival.id,
  });
  await apiEndpoint(arrivalClerk.token, paymentsApi.create, {
    body: { customer_id: receiver.id, amount: 750_000, method: 'cash', purpose: 'cod' },
  });

  await openSignedIn(page, arrivalClerk, '/chuyen-tien');
  const dialog = page.getByRole('dialog', { name: 'Lập phiếu chuyển tiền' });
  await openDialogWith(page.getByRole('button', { name: /Lập phiếu chuyển tiền/ }), dialog);
  await pick(
    page,
    dialog.getByRole('combobox', { name: 'Chi nhánh nhận' }),
    origin.code,
    `${origin.code} · ${origin.name}`,
  );
  const lines = dialog.getByRole('table', { name: /Thu hộ đã thu/ });
  await expect(lines.getByRole('row', { name: new RegExp(goods.name) })).toContainText('750.000 đ');
  await expect(dialog.getByLabel('Tổng thu hộ đã chọn')).toHaveText('750.000 đ');
  await dialog.getByRole('textbox', { name: 'Nội dung' }).fill('Gửi theo xe chiều');
  const recorded = dialog.getByText(/Đã lập phiếu chuyển tiền CT-\d{4}-\d{4}/);
  await pressUntilShown(dialog.getByRole('button', { name: 'Lập phiếu' }), recorded);
  const number = /CT-\d{4}-\d{4}/.exec((await recorded.textContent()) ?? '')![0];
  await closeDialogWith(dialog, 'Xong');
  const sentRow = page.getByRole('row', { name: new RegExp(number) });
  await expect(sentRow).toContainText('Chờ xác nhận');

  await page.goto('/so-quy');
  const flow = page.getByRole('table', { name: 'Thu chi tiền mặt' });
  await page.getByRole('tab', { name: 'Thu chi tiền mặt' }).click();
  await expect(flow.getByRole('row', { name: new RegExp(number) })).toContainText(
    `Chuyển tiền đến ${origin.name}`,
  );
  const balance = page.getByRole('region', { name: 'Cân đối quỹ tiền mặt' });
  const closing = balance
    .getByRole('region', { name: 'Tồn cuối kỳ' })
    .locator('.ant-statistic-content');
  await expect(closing).toHaveText('0 đ');

  // The sender's branch: it waits there until someone confirms the money arrived.
  await openSignedIn(page, originClerk, '/chuyen-tien');
  await expect(
    page.getByText('1 phiếu chuyển tiền đang chờ chi nhánh này xác nhận đã nhận'),
  ).toBeVisible();
  const waiting = page.getByRole('row', { name: new RegExp(number) });
  const ask = page.getByRole('dialog', { name: `Xác nhận đã nhận ${number}` });
  await openDialogWith(waiting.getByRole('button', { name: 'Xác nhận đã nhận' }), ask);
  await closeDialogWith(ask, 'Đã nhận đủ');
  await expect(waiting).toContainText('Đã nhận');
  await expect(waiting.getByRole('button', { name: 'Xác nhận đã nhận' })).toHaveCount(0);

  await page.goto('/so-quy');
  await page.getByRole('tab', { name: 'Thu chi tiền mặt' }).click();
  await expect(flow.getByRole('row', { name: new RegExp(number) })).toContainText(
    `Nhận tiền từ ${arrival.name}`,
  );
  await expect(balance.getByRole('region', { name: 'Thu tiền mặt' })).toContainText(
    'trong đó nhận từ chi nhánh khác 750.000 đ',
  );
  await expect(closing).toHaveText('750.000 đ');
});
