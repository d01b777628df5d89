import { cashBookApi } from '@depot/shared/cash-book/cash-book.contract';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { lineAmount } from '@depot/shared/products/products.rules';
import { formatMoney as money } from '@depot/shared/text/format';
import { expect, test } from '../support/test';
import { apiEndpoint, signInAdmin, unique } from '../support/api';
import { branchOfItsOwn, staffOfBranch } from '../support/branches';
import { choose } from '../support/customers';
import { closeDialogWith, openDialogWith } from '../support/dialogs';
import { createGoodsApi, createGoodsCustomer, todayIso } from '../support/products';
import { openSignedIn } from '../support/session';
import { createCarApi, loadApi } from '../support/statements';

// Sổ quỹ that balances (docs/payments.md "Sổ quỹ (cash book)"): a branch of its own, so that
// no other journey's money is in its drawer. The dialogs' checks and refusals are component
// tests (apps/web/src/features/cash-book/components/*.test.tsx); here, the real server's sums.

test('a clerk records a trip’s fuel cost; the drawer closes at opening + in − out and a short count shows', async ({
  page,
}) => {
  const owner = await signInAdmin();
  const branch = await branchOfItsOwn(owner.token, 'Chi nhánh Sổ Quỹ');
  const head = await staffOfBranch(owner, branch.id, 'Quản Lý Sổ Quỹ', 'admin');
  const clerk = await staffOfBranch(owner, branch.id, 'Thủ Quỹ Chi Nhánh');
  const today = todayIso();
  await apiEndpoint(head.token, cashBookApi.setOpening, {
    body: { amount: 1_000_000, date: today },
  });
  const customer = await createGoodsCustomer(clerk.token, 'Khách Sổ Quỹ');
  await apiEndpoint(clerk.token, paymentsApi.create, {
    body: { customer_id: customer.id, amount: 300_000, method: 'cash' },
  });
  const car = await createCarApi(clerk.token);
  const goods = await createGoodsApi(clerk.token, {
    customer_id: customer.id,
    name: unique('Thùng sơn '),
  });
  await loadApi(clerk.token, car.id, today, [goods.id]);

  await openSignedIn(page, clerk, '/so-quy');
  const balance = page.getByRole('region', { name: 'Cân đối quỹ tiền mặt' });
  const card = (name: string) => balance.getByRole('region', { name });
  await expect(card('Tồn đầu kỳ')).toContainText('1.000.000 đ');
  await expect(card('Thu tiền mặt')).toContainText('300.000 đ');
  await expect(card('Tồn cuối kỳ')).toContainText('1.300.000 đ');

  await page.getByRole('button', { name: 'Lập phiếu chi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lập phiếu chi' });
  await choose(
    page,
    dialog.getByRole('combobox', { name: 'Chuyến xe' }),
    `${car.number_car} · ${car.driver_name}`,
  );
  await choose(page, dialog.getByRole('combobox', { name: 'Loại chi phí' }), 'Nhiên liệu');
  await dialog.getByRole('textbox', { name: 'Số tiền' }).fill('200000');
  await dialog.getByRole('textbox', { name: 'Ghi chú' }).fill('Đổ dầu');
  await dialog.getByRole('button', { name: 'Lưu phiếu chi' }).click();
  const recorded = page.getByText(/Đã lập phiếu chi PC-\d{4}-\d{4}/);
  await expect(recorded).toBeVisible();
  const number = /PC-\d{4}-\d{4}/.exec((await recorded.textContent()) ?? '')![0];
  await expect(dialog).toBeHidden();
  await expect(card('Chi tiền mặt')).toContainText('200.000 đ');
  await expect(card('Tồn cuối kỳ')).toContainText('1.100.000 đ');

  // Its slip, to sign and file: one A5 sheet saying what it paid for.
  await page.getByRole('tab', { name: 'Phiếu chi' }).click();
  await page.getByRole('link', { name: `In phiếu chi ${number}` }).click();
  const slip = page.getByRole('region', { name: `PHIẾU CHI ${number}` });
  await expect(slip.getByRole('group', { name: 'Lý do chi' })).toContainText(
    `Nhiên liệu · ${car.number_car}`,
  );
  await expect(slip.getByRole('group', { name: 'Số tiền bằng chữ' })).toContainText(
    'Hai trăm nghìn đồng',
  );
  await page.goBack();

  await page.getByRole('tab', { name: 'Thu chi tiền mặt' }).click();
  const flow = page.getByRole('table', { name: 'Thu chi tiền mặt' });
  const fuel = flow.getByRole('row').filter({ hasText: 'Nhiên liệu' });
  await expect(fuel).toContainText(`Chi phí chuyến · Nhiên liệu · ${car.number_car}`);
  await expect(fuel).toContainText('1.100.000 đ');
  await expect(flow.getByRole('row').filter({ hasText: customer.full_name })).toContainText(
    '1.300.000 đ',
  );

  const count = page.getByRole('dialog', { name: /Kiểm quỹ ngày/ });
  await openDialogWith(balance.getByRole('button', { name: 'Kiểm quỹ' }), count);
  await expect(count).toContainText('Tồn quỹ theo sổ: 1.100.000 đ');
  await count.getByRole('textbox', { name: 'Số tiền đếm được' }).fill('1090000');
  // A press on Lưu kiểm quỹ was lost once on a fresh CI run (the dialog stayed open, filled):
  // pressed again only while the dialog is open and not saving.
  await closeDialogWith(count, 'Lưu kiểm quỹ');
  await expect(balance.getByRole('status', { name: 'Kiểm quỹ' })).toContainText('Thiếu 10.000 đ');

  // The fuel cost is the trip's: Lãi theo chuyến takes it off the trip's freight.
  await openSignedIn(page, clerk, `/lai-chuyen-xe?date_from=${today}&date_to=${today}`);
  const trip = page
    .getByRole('table', { name: 'Theo chuyến' })
    .getByRole('row')
    .filter({ hasText: car.number_car });
  const freight = lineAmount(goods);
  await expect(trip).toContainText(money(freight));
  await expect(trip).toContainText('200.000 đ');
  await expect(trip).toContainText(money(freight - 200_000));
});
