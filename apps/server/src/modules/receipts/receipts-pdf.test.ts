import { CUSTOMER_NOT_FOUND, NOTHING_TO_PRINT } from '@depot/shared/receipts/receipts.schema';
import { parseVietQr } from '@depot/shared/receipts/vietqr';
import { formatDate } from '@depot/shared/text/format';
import { depotToday } from '@depot/shared/validation/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProducts, buildTrip } from '../../../test/factories';
import { pdfFonts, readPdf, readPdfQrs } from '../../../test/pdf';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { printQuery, saveSettings, seedStatement } from './receipts.test-support';

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
  await saveSettings(t);
});
afterAll(async () => {
  await t.close();
});

async function pdf(query: Record<string, string>) {
  return t.app.inject({
    url: '/api/transport/print/pdf',
    query,
    headers: { authorization: `Bearer ${t.token}` },
  });
}

/** The text of every page, one after the other. */
async function textOf(bytes: Buffer): Promise<string> {
  return (await readPdf(bytes)).map((page) => page.text).join('\n');
}

describe('GET /api/transport/print/pdf', () => {
  it('downloads the receipt as a PDF with the customer, plate, totals and names', async () => {
    const s = await seedStatement(t, { date: '2026-11-21', full_name: 'Nguyễn Thị Ánh' });
    const res = await pdf(printQuery({ ...s, date: '2026-11-21' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const plate = s.car.number_car;
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="phieu-thu-${plate}-21-11-2026-nguyen-thi-anh.pdf"; ` +
        `filename*=UTF-8''${encodeURIComponent(`phieu-thu-${plate}-21-11-2026-Nguyễn Thị Ánh.pdf`)}`,
    );
    const text = await textOf(res.rawPayload);
    for (const expected of [
      // The depot's name in capitals, as the web sheet sets it.
      'CHÀNH XE MINH PHÁT',
      'PHIẾU THU TIỀN',
      `Ngày in: ${formatDate(depotToday())}`,
      plate,
      'Lê Văn Lái',
      'Nguyễn Thị Ánh',
      // The address wraps beside the phone and dates; the tracking QR's caption stands beside.
      '45 Lý Thường Kiệt, Phường Bến',
      'Nghé, Quận 1',
      'Quét để tra',
      'Ngày đến: 21-11-2026',
      // The web receipt's labels (spec 2 §2.6), the same words on both.
      'Ngày giao hàng: ....',
      'Còn phải thu',
      'Quét mã để chuyển khoản',
      'Thùng sơn Đông Á',
      'Đơn giá/kg',
      // The weight under `TTL (kg)`, as on the web sheet.
      '12,35',
      // A per-package price and a lump sum say what they are, as on the printed sheet.
      'Đơn giá / kiện',
      'Tổng tiền',
      '418.525 đ',
      // The words wrap in the totals' column.
      'Bằng chữ: Bốn trăm mười tám',
      'Vietcombank',
      '0011001234567',
      'NGUYEN VAN MINH',
      `PT 261121 X${s.car.id} K${s.customer.id}`,
      'Người nhận hàng',
      'Người thanh toán',
      'Người thu tiền',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Đã Đóng');
    // The QR codes drawn in the PDF read back as the VietQR of the amount due and the receipt's
    // tracking link at the address the app was reached at (no public one set).
    const codes = await readPdfQrs(res.rawPayload);
    expect(codes).toHaveLength(2);
    const payload = codes.find((c) => !c.startsWith('http'))!;
    expect(parseVietQr(payload)).toMatchObject({
      valid: true,
      bank_bin: '970436',
      amount: 418525,
      note: `PT 261121 X${s.car.id} K${s.customer.id}`,
    });
    const link = codes.find((c) => c.startsWith('http'))!;
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/tra-cuu\/[0-9a-z]+\.[0-9a-z]+\.261121-/);
    const token = link.split('/tra-cuu/')[1]!;
    const tracked = await t.app.inject({ url: `/api/public/track/receipt/${token}` });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json().data.parcels).toHaveLength(3);
  });

  it('stamps Đã Đóng once every line is paid, and draws decomposed names composed (NFC)', async () => {
    const decomposed = 'Phạm Thị Thuỷ'.normalize('NFD');
    const s = await seedStatement(t, {
      date: '2026-11-22',
      paid: [true, true, true],
      full_name: decomposed,
    });
    const res = await pdf(printQuery({ ...s, date: '2026-11-22' }));
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Đã Đóng');
    expect(text).toContain('418.525 đ');
    expect(text).toContain('Phạm Thị Thuỷ'.normalize('NFC'));
    expect(text).not.toContain(decomposed);
  });

  it('embeds the Be Vietnam Pro font it draws with (no substitute on the reader side)', async () => {
    const s = await seedStatement(t, { date: '2026-11-27' });
    const fonts = await pdfFonts((await pdf(printQuery({ ...s, date: '2026-11-27' }))).rawPayload);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      // A subset: six capitals and a plus before the family, as pdffonts showed it.
      expect(font.name).toMatch(/^[A-Z]{6}\+BeVietnamPro-/);
      expect(font, font.name).toMatchObject({ embedded: true });
    }
    const names = fonts.map((font) => font.name).join(' ');
    expect(names).toMatch(/BeVietnamPro-Regular/);
    expect(names).toMatch(/BeVietnamPro-Bold/);
  });

  it('is A5 by default and A4 when asked', async () => {
    const s = await seedStatement(t, { date: '2026-11-23' });
    const query = printQuery({ ...s, date: '2026-11-23' });
    // Points, as pdfinfo gave them: A5 is 419.53 × 595.28, A4 595.28 × 841.89.
    const size = (page?: { widthPts: number; heightPts: number }) =>
      `${page?.widthPts.toFixed(2)} x ${page?.heightPts.toFixed(2)}`;
    const a5 = await readPdf((await pdf(query)).rawPayload);
    expect(size(a5[0])).toBe('419.53 x 595.28');
    expect(a5).toHaveLength(1);
    const a4 = await readPdf((await pdf({ ...query, size: 'A4' })).rawPayload);
    expect(size(a4[0])).toBe('595.28 x 841.89');
    const bad = await pdf({ ...query, size: 'A3' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Khổ giấy là A5 hoặc A4');
  });

  it('repeats the table header on every page of a long receipt', async () => {
    const s = await seedStatement(t, { date: '2026-11-26' });
    const more = await buildProducts(t.db, 40, { customer_id: s.customer.id, price: 2000 });
    await buildTrip(t.db, { car: s.car, datetime_from: '2026-11-26', products: more });
    const bytes = (await pdf(printQuery({ ...s, date: '2026-11-26' }))).rawPayload;
    const pages = await readPdf(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    let withLines = 0;
    for (const [i, { text }] of pages.entries()) {
      if (!text.includes('Hàng thử')) continue;
      withLines += 1;
      expect(text, `trang ${i + 1}`).toMatch(/STT\s+Tên\s+Số\s+Quy\s+TTL \(kg\)/);
    }
    expect(withLines).toBeGreaterThanOrEqual(2);
  });

  it('replies with the JSON error when there is nothing to print', async () => {
    const s = await seedStatement(t, { date: '2026-11-24' });
    const none = await pdf(printQuery({ ...s, date: '2026-11-25' }));
    expect([none.statusCode, none.json().message]).toEqual([404, NOTHING_TO_PRINT]);
    const noCustomer = await pdf({
      ...printQuery({ ...s, date: '2026-11-24' }),
      customer_id: '999999',
    });
    expect([noCustomer.statusCode, noCustomer.json().message]).toEqual([404, CUSTOMER_NOT_FOUND]);
    const signedOut = await call(t, { url: '/api/transport/print/pdf', query: { car_id: '1' } });
    expect(signedOut.status).toBe(401);
  });

  it('is described in the OpenAPI document as a PDF download', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const route = doc.paths['/api/transport/print/pdf'].get;
    expect(Object.keys(route.responses['200'].content)).toEqual(['application/pdf']);
    expect(Object.keys(route.responses)).toEqual(expect.arrayContaining(['400', '401', '404']));
  });
});
