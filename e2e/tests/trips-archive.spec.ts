import { expect, test } from '../support/test';
import { createAccount } from '../support/api';
import { openSignedIn } from '../support/session';
import { loadApi, seedLoadedVehicle, statementGoods } from '../support/statements';
import { closeDialogWith } from '../support/dialogs';
import { createGoodsApi } from '../support/products';
import { createSpecificationApi } from '../support/product-form';

// docs/domain.md (spec 2 §2.1, docs/decisions/0012-archive-and-close-statements.md): the archive tab counts whole deleted vehicle lists only;
// a line removed from a list that stays live is seen and restored on that list's own page; a
// deleted list's page shows the state it had when deleted.

const goods = (name: string, total_weight: number, price: number) => ({
  name,
  total_weight,
  price,
});

test('a removed line leaves the tab as it was; a deleted list counts, shows its state, comes back', async ({
  page,
}) => {
  const boss = await createAccount('superadmin', 'Chủ Chành Xe');
  // 2 500 kg on a 2 500 kg vehicle: full.
  const seeded = await seedLoadedVehicle(boss.token, [
    [goods('Tivi', 10, 2000), goods('Tủ lạnh', 50, 3000)],
    [goods('Máy giặt', 2440, 100)],
  ]);
  const { car, day } = seeded;
  const tivi = seeded.goods[0]![0]!;
  const listUrl = `/bang-ke-hang-theo-xe?date_from=${day.iso}&date_to=${day.iso}`;
  const goodsUrl = `/chi-tiet-hang-theo-khach-hang?car_id=${car.id}&datefrom=${day.iso}`;
  const archiveTab = (count: number) =>
    page.getByRole('tab', { name: `Danh sách đã xóa (${count})` });

  // One line leaves the statement from the list's own page.
  await openSignedIn(page, boss, goodsUrl);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(3);
  await cards.filter({ hasText: tivi.name }).getByRole('button', { name: 'Xóa' }).click();
  await closeDialogWith(page.getByRole('dialog', { name: 'Xác nhận xóa' }), 'Xác nhận');
  await expect(cards).toHaveCount(2);
  const removed = page.getByRole('button', { name: /Hàng đã xóa khỏi bảng kê \(1\)/ });
  await expect(removed).toBeVisible();
  await expect(page.getByText('Còn trống', { exact: true })).toBeVisible();
  // A fan takes the television's place: the vehicle is full again.
  const spec = await createSpecificationApi(boss.token);
  const fan = await createGoodsApi(
    boss.token,
    statementGoods(seeded.customers[0]!.id, spec.id, {
      name: `Quạt ${tivi.id}`,
      total_weight: 10,
      price: 1000,
    }),
  );
  await loadApi(boss.token, car.id, day.iso, [fan.id]);

  // The tab still counts no deleted list: the vehicle's list is live.
  await page.goto(listUrl);
  const card = page.getByRole('article').filter({ hasText: car.number_car });
  await expect(card).toContainText('2 khách hàng · 3 dòng hàng');
  await expect(archiveTab(0)).toBeVisible();

  // The whole list is deleted: the tab counts it, with the lines it had.
  await card.getByRole('button', { name: 'Xóa' }).click();
  await closeDialogWith(page.getByRole('dialog', { name: 'Xác nhận xóa' }), 'Xác nhận');
  await expect(page.getByText('Xóa thành công!')).toBeVisible();
  await archiveTab(1).click();
  const archived = page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ hasText: car.number_car });
  await expect(archived).toContainText('3 dòng hàng');
  await expect(archived).toContainText('Hết chỗ (lúc xóa)');

  // Its page shows it as it was when deleted, not the empty vehicle of today.
  await page.goto(`${goodsUrl}&is_archive=true`);
  await expect(page.getByText('Đang xem danh sách đã xóa (chỉ xem)')).toBeVisible();
  await expect(page.getByText('Đã chất: 2.500 kg (lúc xóa)')).toBeVisible();
  await expect(page.getByText('Hết chỗ', { exact: true })).toBeVisible();
  await expect(page.getByText('Còn trống', { exact: true })).toHaveCount(0);
  await expect(cards).toHaveCount(3);

  // Restored from the tab: its three lines go back, the removed one stays removed.
  await page.goto(listUrl);
  await archiveTab(1).click();
  await archived.getByRole('button', { name: 'Khôi phục' }).click();
  await expect(page.getByText('Khôi phục thành công')).toBeVisible();
  await expect(archiveTab(0)).toBeVisible();
  await page.getByRole('tab', { name: 'Danh sách', exact: true }).click();
  await expect(card).toContainText('3 dòng hàng');

  // The removed line comes back from its list's own page.
  await page.goto(goodsUrl);
  await expect(cards).toHaveCount(3);
  await removed.click();
  await page.getByRole('button', { name: `Khôi phục ${tivi.name}` }).click();
  await expect(page.getByText('Đã đưa hàng trở lại bảng kê')).toBeVisible();
  await expect(cards).toHaveCount(4);
  await expect(removed).toHaveCount(0);
});
