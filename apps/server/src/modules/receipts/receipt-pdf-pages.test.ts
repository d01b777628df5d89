import { lineMoney } from '@depot/shared/payments/line-money.rules';
import { receiptWords } from '@depot/shared/receipts/amount-words';
import type { PaperSize, Receipt } from '@depot/shared/receipts/receipts.schema';
import { receiptReference, vietQrPayload } from '@depot/shared/receipts/vietqr';
import { lineAmount, productCode } from '@depot/shared/products/products.rules';
import { statementTotals } from '@depot/shared/trips/trips.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCar,
  buildCustomer,
  buildProduct,
  buildSpecification,
  buildTrip,
} from '../../../test/factories';
import { readPdf } from '../../../test/pdf';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { renderReceiptPdf } from './receipt-pdf';
import { BANKED_SETTINGS, printQuery, saveSettings } from './receipts.test-support';

// A receipt of up to 16 such lines is one A5 page with its totals, QR, notes and
// signatures; a longer one runs on under the table's header, and the totals never start a page
// without goods above them. The footer is at its tallest: the QR, a paid-by row, the amount due
// in words. `notes`: every price has its note under it (per package, lump sum), the tallest rows.

/** The price of line n: the three ways in turn, or with `notes` per package and lump sum. */
function pricing(n: number, notes: boolean) {
  const way = notes ? 1 + (n % 2) : n % 3;
  return {
    price: [2_000, 45_000, 350_000][way]!,
    price_type: way === 1 ? ('package' as const) : ('weight' as const),
    is_total_money: way === 2,
  };
}

const lineName = (n: number) => `Thùng hàng số ${String(n).padStart(2, '0')}`;

/** A receipt as the server makes it, of `count` lines, the first one paid. */
function receiptOf(count: number, notes = false): Receipt {
  const data = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const product = {
      id: 100 + n,
      code: productCode({ year_create: 2026, month_create: 11, order: n }),
      name: lineName(n),
      ...pricing(n, notes),
      quantity: 1 + (n % 4),
      total_weight: 10 + n,
      is_paid: n === 1,
      freight_payer: 'receiver' as const,
      specification: { id: 1, name: 'Thùng' },
      suffix: null,
      year_create: 2026,
      month_create: 11,
      order: n,
    };
    const amount = lineAmount(product);
    return {
      id: 500 + n,
      product,
      ...lineMoney(amount, product.is_paid ? amount : 0, product.is_paid),
      cod_amount: 0,
      cod_due: 0,
    };
  });
  const sums = statementTotals(data.map((l) => l.product));
  const reference = receiptReference({ car_id: 4, date: '2026-11-20', customer_id: 7 });
  return {
    customer: {
      id: 7,
      full_name: 'Trần Thị Thu Hà',
      phone: '0909123456',
      number_house: '128/4 Nguyễn Văn Cừ',
      ward_id: { id: 27301, name: '2', type: 'Phường' },
      district_id: { id: 774, name: '5', type: 'Quận' },
      province_id: { id: 79, name: 'Hồ Chí Minh', type: 'Thành phố' },
    } as Receipt['customer'],
    is_close: false,
    data,
    sums,
    ...receiptWords(sums),
    collect_text: null,
    track_token: '1.7.261120-AAAAAAAAAAAAAAAA',
    reference,
    vietqr: vietQrPayload({ ...BANKED_SETTINGS, amount: sums.due, note: reference }),
    payments: [{ id: 1, number: 'PT-2611-0001', amount: sums.collected }],
    car: { id: 4, number_car: '51C-123.45', driver_name: 'Lê Văn Tài', total_weight: 5000 },
    fullDatefrom: '2026-11-20',
    depot: { ...BANKED_SETTINGS, configured: true, updated_at: null },
  };
}

async function pagesOf(receipt: Receipt, size: PaperSize = 'A5'): Promise<string[]> {
  const pdf = await renderReceiptPdf(receipt, {
    size,
    printedOn: '2026-11-26',
    trackUrl: `https://chanhxe.vn/tra-cuu/${receipt.track_token}`,
  });
  return (await readPdf(pdf)).map((page) => page.text);
}

const goodsOn = (text: string) => text.match(/Thùng hàng số \d\d/g) ?? [];
// `Số lượng` and `Quy cách` wrap in their narrow columns, as on the web print.
const HEADER = /^STT\s+Tên\s+Số\s+Quy\s+TTL \(kg\)/;
// The signatures end the sheet, the tracking QR code's caption under the first of them.
const SIGNED =
  /Người nhận hàng\s+Người thanh toán\s+Người thu tiền\s+(\(Ký, ghi rõ họ tên\)\s*){3}Quét để tra\s+cứu hàng$/;

/** Every line once; the header atop each later page; the footer whole, last, under goods. */
function expectPaginated(pages: string[], count: number) {
  expect(pages.flatMap(goodsOn)).toHaveLength(count);
  for (const [i, text] of pages.entries()) {
    if (i > 0) expect(text, `trang ${i + 1}`).toMatch(HEADER);
    expect(goodsOn(text).length, `trang ${i + 1}`).toBeGreaterThan(0);
  }
  const last = pages.at(-1)!;
  expect(pages.filter((text) => text.includes('Còn phải thu bằng chữ'))).toEqual([last]);
  expect(last).toMatch(/Quét mã để chuyển khoản/);
  expect(last).toMatch(SIGNED);
}

describe('the receipt PDF’s pages', () => {
  it.each([
    [5, false],
    [12, true],
  ])('%i lines (notes: %s) are one A5 page with the whole footer', async (count, notes) => {
    const pages = await pagesOf(receiptOf(count, notes));
    expect(pages).toHaveLength(1);
    expectPaginated(pages, count);
  });

  it('16 lines of two text lines are one page; with a 17th it goes to page 2 with the totals', async () => {
    expect(await pagesOf(receiptOf(16, true))).toHaveLength(1);
    const pages = await pagesOf(receiptOf(17, true));
    expect(pages).toHaveLength(2);
    expectPaginated(pages, 17);
    expect(goodsOn(pages[1]!)).toEqual([lineName(17)]);
  });

  it.each([20, 24, 40])('%i lines run on under the header, never the totals alone', async (n) => {
    const pages = await pagesOf(receiptOf(n));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expectPaginated(pages, n);
  });

  it('is one A4 page up to 17 lines of two text lines', async () => {
    expect(await pagesOf(receiptOf(17, true), 'A4')).toHaveLength(1);
    expect(await pagesOf(receiptOf(18, true), 'A4')).toHaveLength(2);
  });
});

describe('GET /api/transport/print/pdf pages', () => {
  let t: SignedInTestApp;
  beforeAll(async () => {
    t = await createTestApp({ signedIn: 'admin' });
    await saveSettings(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A customer's `count` lines of two text lines each on a vehicle and date, the first paid. */
  async function download(date: string, count: number): Promise<string[]> {
    const [car, customer, spec] = await Promise.all([
      buildCar(t.db),
      buildCustomer(t.db, { full_name: 'Trần Thị Thu Hà', number_house: '128/4 Nguyễn Văn Cừ' }),
      buildSpecification(t.db, `Hộp${count}`),
    ]);
    const goods = [];
    for (let n = 1; n <= count; n += 1) {
      goods.push(
        await buildProduct(t.db, {
          customer_id: customer.id,
          specification_id: spec.id,
          name: lineName(n),
          total_weight: 10 + n,
          quantity: 1 + (n % 4),
          is_paid: n === 1,
          ...pricing(n, true),
        }),
      );
    }
    await buildTrip(t.db, { car, datetime_from: date, products: goods });
    const res = await t.app.inject({
      url: '/api/transport/print/pdf',
      query: printQuery({ car, customer, date }),
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (await readPdf(res.rawPayload)).map((page) => page.text);
  }

  it('prints 5 and 16 lines on one A5 page, 17 and 40 on more, the totals under goods', async () => {
    const counts: Record<number, number> = {};
    for (const [count, date] of [
      [5, '2026-10-05'],
      [16, '2026-10-12'],
      [17, '2026-10-13'],
      [40, '2026-10-30'],
    ] as const) {
      const pages = await download(date, count);
      counts[count] = pages.length;
      expectPaginated(pages, count);
    }
    expect(counts).toEqual({ 5: 1, 16: 1, 17: 2, 40: 2 });
  });
});
