import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Car } from '@depot/shared/cars/cars.schema';
import { receiptsApi } from '@depot/shared/receipts/receipts.contract';
import { settingsApi } from '@depot/shared/settings/settings.contract';
import { api, apiEndpoint, createAccount, type SignedIn } from './api';
import { createCustomerApi } from './customers';
import { createSpecificationApi } from './product-form';
import { createGoodsApi } from './products';
import { RECEIPT_BANK } from './receipts';
import { createCarApi, loadApi, uniquePastDay } from './statements';
import { scratchFile } from './scratch';

// The longest names a depot really has, to the character: a receipt laid out for them fits its
// sheet whatever else is printed on it.

/** `text` repeated or cut to exactly `length` characters, never ending on a space. */
export function sized(text: string, length: number): string {
  let out = text;
  while (out.length < length) out += ` ${text}`;
  out = out.slice(0, length);
  return out.endsWith(' ') ? `${out.slice(0, -1)}x` : out;
}

export const LONGEST = {
  depot: sized('Công ty TNHH Vận tải Hàng hóa Chành Xe Phương Nam Sài Gòn Miền Tây', 55),
  depotAddress: sized(
    'Lô B12 Khu công nghiệp Tân Tạo nối dài, Đường số 7, Phường Tân Tạo A, Thành phố Hồ Chí Minh',
    90,
  ),
  customer: sized('Công ty Cổ phần Thương mại Dịch vụ Xuất nhập khẩu Minh Phát Lộc Thịnh', 55),
  /** The customer's full address is this, then `, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh`. */
  houseOf: (tail: number) => sized('Số 128/4A Hẻm 45 Nguyễn Văn Cừ nối dài Khu phố 3', 90 - tail),
  /** A goods name of 40 characters that starts with `Thùng hàng số NN`. */
  goods: (n: number) =>
    sized(`Thùng hàng số ${String(n).padStart(2, '0')} máy lọc nước gia đình RO`, 40),
};

/** The depot's settings with the longest name and address, the bank account set (the QR). */
export async function saveLongestDepot(): Promise<void> {
  const admin = await createAccount('admin');
  await apiEndpoint(admin.token, settingsApi.update, {
    body: {
      depot_name: LONGEST.depot,
      address: LONGEST.depotAddress,
      hotline: '0909 888 777 - 028 3838 9999',
      bank_bin: RECEIPT_BANK.bank_bin,
      account_number: RECEIPT_BANK.account_number,
      account_holder: 'CONG TY TNHH VAN TAI HANG HOA CHANH XE PHUONG NAM',
      receipt_note: 'Hàng thất lạc giải quyết trong vòng 7 ngày. Khiếu nại xin gọi hotline.',
      hours_note: 'Giờ nhận hàng: 8h – 18h. Nghỉ Chủ Nhật.',
    },
  });
}

export type LongestReceipt = {
  staff: SignedIn;
  car: Car;
  day: string;
  customerIds: number[];
  /** The goods' ids, customer after customer. */
  goodsIds: number[];
};

/**
 * `count` goods of 40-character names for each of `customers` longest-named customers, on a
 * vehicle and day of their own; every price with its note under it (the tallest rows) when
 * `notes`. The first `paid` lines of each customer are paid one payment each: as many receipt
 * numbers in `Theo phiếu thu`.
 */
export async function seedLongestReceipt(
  count: number,
  { customers = 1, paid = 4, notes = true } = {},
): Promise<LongestReceipt> {
  const staff = await createAccount('staff');
  const { iso: day } = uniquePastDay();
  const car = await createCarApi(staff.token, 50_000);
  // A depot's kinds of package are one short word (Thùng, Bao): unique here by a short tail.
  const spec = await createSpecificationApi(
    staff.token,
    `Bao ${Math.floor(Math.random() * 36 ** 3).toString(36)}`,
  );
  const customerIds: number[] = [];
  const byCustomer: number[][] = [];
  for (let c = 0; c < customers; c += 1) {
    const tail = ', Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh'.length;
    const customer = await createCustomerApi(staff.token, {
      full_name: `${LONGEST.customer.slice(0, 53)} ${String.fromCharCode(65 + c)}`,
      number_house: LONGEST.houseOf(tail),
    });
    customerIds.push(customer.id);
    const ids: number[] = [];
    for (let n = 1; n <= count; n += 1) {
      const way = notes ? 1 + (n % 2) : n % 3;
      const goods = await createGoodsApi(staff.token, {
        customer_id: customer.id,
        specification_id: spec.id,
        datetime: day,
        name: LONGEST.goods(n),
        quantity: 10 + n,
        total_weight: 1_000 + n * 37.25,
        price: [2_500, 145_000, 12_350_000][way],
        price_type: way === 1 ? 'package' : 'weight',
        is_total_money: way === 2,
      });
      ids.push(goods.id);
    }
    byCustomer.push(ids);
  }
  await loadApi(staff.token, car.id, day, byCustomer.flat());
  for (const customerId of customerIds) {
    const receipt = await apiEndpoint(staff.token, receiptsApi.get, {
      query: { car_id: car.id, customer_id: customerId, datefrom: day },
    });
    for (const line of receipt.data.slice(0, paid)) {
      await apiEndpoint(staff.token, receiptsApi.pay, {
        body: { car_id: car.id, customer_id: customerId, datefrom: day, transport_ids: [line.id] },
      });
    }
  }
  return { staff, car, day, customerIds, goodsIds: byCustomer.flat() };
}

/** The server's PDF of one receipt (GET /api/transport/print/pdf), saved; its path. */
export async function downloadReceiptPdf(
  token: string,
  query: { car_id: number; customer_id: number; datefrom: string },
): Promise<string> {
  const ctx = await api();
  try {
    const res = await ctx.get('/api/transport/print/pdf', {
      params: { ...query, size: 'A5' },
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok()) throw new Error(`PDF → ${res.status()}`);
    const file = scratchFile('receipt.pdf');
    writeFileSync(file, await res.body());
    return file;
  } finally {
    await ctx.dispose();
  }
}

/** The printable height of an A5 sheet: 210 mm less the 8 mm margins (print-page.tsx). */
const A5_PRINTABLE_MM = 194;
const PX_PER_MM = 96 / 25.4;

/**
 * How much of an A5 sheet's printable height the open receipt leaves free, laid out as on
 * paper (print media, the printable width); 0.05 is 5 %.
 */
export async function a5RoomToSpare(page: Page): Promise<number> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: Math.floor(132 * PX_PER_MM), height: 900 });
  await page.emulateMedia({ media: 'print' });
  try {
    const heights = await page
      .locator('section.print-sheet')
      .evaluateAll((sheets) => sheets.map((s) => s.getBoundingClientRect().height));
    const tallest = Math.max(...heights) / PX_PER_MM;
    return 1 - tallest / A5_PRINTABLE_MM;
  } finally {
    await page.emulateMedia({ media: null });
    if (before) await page.setViewportSize(before);
  }
}

/** The widest part of any sheet laid out on paper against the printable width, in px. */
export async function widestOnPaper(
  page: Page,
  printableMm = 132,
): Promise<{ widest: number; printable: number }> {
  const printable = Math.floor(printableMm * PX_PER_MM);
  await page.setViewportSize({ width: printable, height: 900 });
  await page.emulateMedia({ media: 'print' });
  try {
    const widest = await page
      .locator('section.print-sheet *')
      .evaluateAll((all) => Math.max(...all.map((e) => e.getBoundingClientRect().right)));
    return { widest, printable };
  } finally {
    await page.emulateMedia({ media: null });
  }
}
