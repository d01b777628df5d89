import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Car } from '@depot/shared/cars/cars.schema';
import type { Customer } from '@depot/shared/customers/customers.schema';
import type { Product } from '@depot/shared/products/products.schema';
import { settingsApi } from '@depot/shared/settings/settings.contract';
import { apiEndpoint, createAccount, unique } from './api';
import { createCustomerApi } from './customers';
import { paperOf, printPdf, readPdf } from './pdf';
import { createSpecificationApi } from './product-form';
import { createGoodsApi, type NewGoods } from './products';
import { readQrPng } from './qr';
import { createCarApi, loadApi, uniquePastDay } from './statements';
import { scratchFile } from './scratch';

/** Vietcombank's NAPAS BIN: a bank of the VietQR list. */
export const RECEIPT_BANK = {
  bank_bin: '970436',
  short_name: 'Vietcombank',
  account_number: '0071000123456',
  account_holder: 'CONG TY CHANH XE',
};

/** The depot's settings through PUT /api/settings as an admin; returns the saved name. */
export async function saveDepotSettings(depotName = unique('Chành Xe Phương Nam ')) {
  const admin = await createAccount('admin');
  await apiEndpoint(admin.token, settingsApi.update, {
    body: {
      depot_name: depotName,
      address: '45 Nguyễn Trãi, Phường 2, Quận 5, Thành phố Hồ Chí Minh',
      hotline: '0909 888 777',
      bank_bin: RECEIPT_BANK.bank_bin,
      account_number: RECEIPT_BANK.account_number,
      account_holder: RECEIPT_BANK.account_holder,
      receipt_note: 'Hàng thất lạc giải quyết trong vòng 7 ngày. Khiếu nại xin gọi hotline.',
      hours_note: 'Giờ nhận hàng: 8h – 18h. Nghỉ Chủ Nhật.',
    },
  });
  return depotName;
}

export type ReceiptSeed = {
  car: Car;
  day: { iso: string; shown: string };
  customers: Customer[];
  /** Per customer: a line per kg (200.000 đ), per package (150.000 đ), a lump sum (300.000 đ). */
  goods: Product[][];
};

/**
 * A vehicle on a day of its own carrying, for each of `count` customers, goods of the three
 * ways of pricing: 100 kg at 2.000 đ/kg, 3 packages at 50.000 đ, and a lump sum of 300.000 đ.
 */
export async function seedReceipts(
  token: string,
  count = 1,
  /** Names made unique by default; the docs' screenshot asks for plain ones. */
  { tag = unique(''), specification = '' } = {},
): Promise<ReceiptSeed> {
  const day = uniquePastDay();
  const [car, spec] = await Promise.all([
    createCarApi(token),
    createSpecificationApi(token, specification || undefined),
  ]);
  const customers: Customer[] = [];
  const goods: Product[][] = [];
  for (let i = 0; i < count; i += 1) {
    const customer = await createCustomerApi(token, {
      full_name: `Nguyễn Thị Hằng ${String.fromCharCode(65 + i)} ${tag}`.trim(),
      number_house: '12 Lê Lợi',
    });
    customers.push(customer);
    const post = (body: Omit<NewGoods, 'customer_id'>) =>
      createGoodsApi(token, {
        customer_id: customer.id,
        specification_id: spec.id,
        datetime: day.iso,
        price_type: 'weight',
        quantity: 1,
        ...body,
      });
    goods.push([
      await post({ name: `Gạo ST25 ${tag}`.trim(), total_weight: 100, price: 2_000, quantity: 2 }),
      await post({
        name: `Nước mắm ${tag}`.trim(),
        price_type: 'package',
        total_weight: 30,
        price: 50_000,
        quantity: 3,
      }),
      await post({
        name: `Tủ lạnh ${tag}`.trim(),
        total_weight: 60,
        price: 300_000,
        is_total_money: true,
      }),
    ]);
  }
  await loadApi(
    token,
    car.id,
    day.iso,
    goods.flat().map((g) => g.id),
  );
  return { car, day, customers, goods };
}

/** Reads a PNG's QR code; the raw payload. */
export function decodeQr(pngPath: string): string {
  return readQrPng(readFileSync(pngPath));
}

/** The text layer of a PDF, page after page, each line of a page on a line. */
export async function pdfText(pdfPath: string): Promise<string> {
  return (await readPdf(pdfPath)).map((page) => page.text).join('\n\f');
}

/** A PDF's page count and first page's size in points, with its paper's name (`A4`) if any. */
export async function pdfInfo(
  pdfPath: string,
): Promise<{ pages: number; widthPts: number; heightPts: number; paper?: string }> {
  const pages = await readPdf(pdfPath);
  const { widthPts = NaN, heightPts = NaN } = pages[0] ?? {};
  return { pages: pages.length, widthPts, heightPts, paper: paperOf(widthPts, heightPts) };
}

/** Prints the page as Chromium prints to paper (its own `@page` size) to a PDF; the file. */
export async function printToPdf(page: Page): Promise<string> {
  const pdf = scratchFile('print.pdf');
  await printPdf(page, pdf);
  return pdf;
}

/** The text of one page of a PDF (from 1), laid out as printed: a line of the page a line. */
export async function pdfPageText(pdfPath: string, pageNumber: number): Promise<string> {
  const page = (await readPdf(pdfPath))[pageNumber - 1];
  if (!page) throw new Error(`${pdfPath} has no page ${pageNumber}`);
  return page.text;
}
