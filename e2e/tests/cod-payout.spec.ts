import { expect, test } from '../support/test';
import { apiEndpoint, createAccount } from '../support/api';
import { holdDepotSettings } from '../support/depot-lock';
import { openDialogWith, pressUntilShown } from '../support/dialogs';
import { printedPages } from '../support/labels';
import { createGoodsApi, createGoodsCustomer } from '../support/products';
import { openSignedIn } from '../support/session';
import { productsApi } from '@depot/shared/products/products.contract';
import { settingsApi } from '@depot/shared/settings/settings.contract';

// docs/payments.md, "Paying senders": an admin pays a sender the thu hộ collected for them, less
// the depot's fee (a setting), and prints the slip the sender signs, on one A5 sheet. The fee is
// the depot's setting: this file holds the settings while it runs, and puts the fee back.
holdDepotSettings();

test('Chi trả from Đối soát thu hộ: the fee taken, the slip on one A5 sheet, the sender paid', async ({
  page,
}) => {
  const admin = await createAccount('admin');
  const before = await apiEndpoint(admin.token, settingsApi.get, {});
  const { configured: _c, updated_at: _u, ...settings } = before;
  const withFee = (cod_fee_percent: number, cod_fee_min: number) =>
    apiEndpoint(admin.token, settingsApi.update, {
      body: { ...settings, cod_fee_percent, cod_fee_min },
    });
  await withFee(1.5, 20_000);
  try {
    const receiver = await createGoodsCustomer(admin.token, 'Tiệm Nhận Chi Trả');
    const sender = await createGoodsCustomer(admin.token, 'Công Ty Gửi Chi Trả');
    const goods = await Promise.all(
      [
        ['Thùng sơn nước', 1_000_000],
        ['Bao xi măng', 500_000],
      ].map(([name, cod]) =>
        createGoodsApi(admin.token, {
          customer_id: receiver.id,
          sender_id: sender.id,
          name: name as string,
          cod_amount: cod as number,
        }),
      ),
    );
    // Đã thu on each line: the freight and the thu hộ collected from the receiver.
    for (const line of goods) {
      await apiEndpoint(admin.token, productsApi.patch, {
        params: { id: line.id },
        body: { is_paid: true },
      });
    }

    await openSignedIn(page, admin, `/doi-soat-thu-ho?q=${encodeURIComponent(sender.phone)}`);
    const row = page
      .getByRole('table', { name: 'Đối soát thu hộ' })
      .getByRole('row', { name: new RegExp(sender.full_name) });
    await expect(row).toContainText('1.500.000 đ');
    const dialog = page.getByRole('dialog', { name: `Chi trả thu hộ · ${sender.full_name}` });
    await openDialogWith(
      row.getByRole('button', { name: `Chi trả cho ${sender.full_name}` }),
      dialog,
    );
    const lines = dialog.getByRole('table', { name: 'Hàng đã thu, chờ chi trả' });
    await expect(lines.getByRole('row', { name: /Thùng sơn nước/ })).toBeVisible();
    // 1,5 % of 1 500 000 is 22 500, above the 20 000 minimum.
    await expect(dialog.getByLabel('Thực chi cho người gửi')).toHaveText('1.477.500 đ');
    await pressUntilShown(
      dialog.getByRole('button', { name: 'Chi trả', exact: true }),
      dialog.getByText(/Đã chi trả, phiếu chi PC-\d{4}-\d{4}/),
    );
    await dialog.getByRole('link', { name: 'In phiếu chi' }).click();

    const slip = page.getByRole('region', { name: /PHIẾU CHI PC-/ });
    await expect(slip.getByRole('group', { name: 'Người gửi nhận tiền' })).toContainText(
      sender.full_name,
    );
    await expect(slip.getByRole('table', { name: 'Hàng thu hộ được chi trả' })).toContainText(
      'Bao xi măng',
    );
    await expect(slip.getByRole('group', { name: 'Phí thu hộ' })).toContainText('22.500 đ');
    await expect(slip.getByRole('group', { name: 'Thực chi' })).toContainText('1.477.500 đ');
    await expect.poll(() => printedPages(page)).toEqual({ pages: 1, widthMm: 148, heightMm: 210 });

    // Back on Đối soát thu hộ: the sender is paid, nothing is owed them.
    await page.goBack();
    await expect(row).toContainText('1.500.000 đ');
    await expect(page.getByRole('region', { name: 'Đã thu, chưa trả người gửi' })).toContainText(
      '0 đ',
    );
    await expect(
      row.getByRole('button', { name: `Chi trả cho ${sender.full_name}` }),
    ).toBeDisabled();
  } finally {
    await withFee(before.cod_fee_percent, before.cod_fee_min);
  }
});
