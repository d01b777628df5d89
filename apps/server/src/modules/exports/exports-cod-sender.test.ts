import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { buildCustomer, buildProduct } from '../../../test/factories';
import { callEndpoint } from '../../../test/contract-call';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { requestExport, sheetOf } from '../../../test/xlsx';

// GET /api/export/cod-sender: a sender's thu hộ statement, read back with exceljs.
let t: SignedInTestApp;
let senderId: number;
afterAll(() => t.close());

const download = (query: Record<string, string>) =>
  requestExport(t, '/api/export/cod-sender', query, t.token);

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  const sender = await buildCustomer(t.db, {
    full_name: 'Công ty Sơn Á Đông',
    phone: '0281234567',
  });
  const receiver = await buildCustomer(t.db, { full_name: 'Tiệm Tạp Hóa Bảy' });
  senderId = sender.id;
  for (const [name, cod, datetime] of [
    ['Sơn nước 18L', 1_000_000, '2026-11-01'],
    ['Sơn lót 5L', 400_000, '2026-11-05'],
  ] as const) {
    await buildProduct(t.db, {
      customer_id: receiver.id,
      sender_id: sender.id,
      name,
      price_type: 'package',
      price: 50_000,
      quantity: 1,
      cod_amount: cod,
      datetime,
    });
  }
  // 1 200 000 collected: the older line in full, 200 000 of the newer.
  const paid = await callEndpoint(t, paymentsApi.create, {
    body: {
      customer_id: receiver.id,
      amount: 1_200_000,
      purpose: 'cod',
      request_id: crypto.randomUUID(),
    },
    token: t.token,
  });
  expect(paid.status, JSON.stringify(paid.raw)).toBe(200);
});

describe('GET /api/export/cod-sender', () => {
  it('writes each line with what was collected, is due and waits, then the sums', async () => {
    const res = await download({ sender_id: String(senderId) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      'filename="doi-soat-thu-ho-cong-ty-son-a-dong.xlsx"',
    );
    const sheet = await sheetOf(res.rawPayload);
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(row(1)).toEqual(['Đối soát thu hộ: Công ty Sơn Á Đông - 0281234567']);
    expect(row(2)).toEqual([
      'Mã hàng',
      'Ngày nhận',
      'Tên hàng',
      'Người nhận',
      'Tiền thu hộ',
      'Đã thu',
      'Còn phải thu',
      'Đã trả người gửi',
      'Chờ chi trả',
      'Tình trạng',
    ]);
    // Newest first, as the screen lists them.
    expect(row(3).slice(1)).toEqual([
      new Date('2026-11-05T00:00:00Z'),
      'Sơn lót 5L',
      'Tiệm Tạp Hóa Bảy',
      400_000,
      200_000,
      200_000,
      0,
      200_000,
      'Thu một phần',
    ]);
    expect(row(4).slice(4)).toEqual([1_000_000, 1_000_000, 0, 0, 1_000_000, 'Đã thu, chưa trả']);
    expect(sheet.getCell('E3').numFmt).toBe(sheet.getCell('E4').numFmt);
    expect(row(6)).toEqual([
      'Tổng cộng',
      undefined,
      '2 dòng',
      undefined,
      1_400_000,
      1_200_000,
      200_000,
      0,
      1_200_000,
    ]);
  });

  it('refuses a missing or unknown sender with a clear message', async () => {
    const missing = await download({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.sender_id).toBe('Vui lòng chọn người gửi');
    const unknown = await download({ sender_id: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Không tìm thấy người gửi');
  });
});
