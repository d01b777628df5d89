import { CUSTOMER_NOT_FOUND, NOTHING_TO_PRINT } from '@depot/shared/receipts/receipts.schema';
import { parseVietQr } from '@depot/shared/receipts/vietqr';
import { formatDate } from '@depot/shared/text/format';
import { depotToday } from '@depot/shared/validation/dates';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProducts, buildTrip } from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { printQuery, saveSettings, seedStatement } from './receipts.test-support';

let t: SignedInTestApp;
const dir = mkdtempSync(join(tmpdir(), 'receipt-pdf-'));
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
  await saveSettings(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function pdf(query: Record<string, string>) {
  return t.app.inject({
    url: '/api/transport/print/pdf',
    query,
    headers: { authorization: `Bearer ${t.token}` },
  });
}

let files = 0;
/** Runs a poppler tool (pdftotext, pdfinfo) on the PDF bytes and gives its output. */
function poppler(tool: string, bytes: Buffer, ...args: string[]): string {
  files += 1;
  const file = join(dir, `${files}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
    encoding: 'utf8',
  });
}

/** Renders the first page (pdftoppm) and decodes its QR code (zbarimg). */
function readQr(bytes: Buffer): string {
  files += 1;
  const file = join(dir, `${files}.pdf`);
  writeFileSync(file, bytes);
  execFileSync('pdftoppm', [
    '-r',
    '200',
    '-png',
    '-f',
    '1',
    '-l',
    '1',
    file,
    join(dir, `${files}`),
  ]);
  const png = readdirSync(dir).find((f) => f.startsWith(`${files}-`) && f.endsWith('.png'))!;
  return execFileSync('zbarimg', ['--raw', '-q', join(dir, png)], { encoding: 'utf8' }).trim();
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
    const text = poppler('pdftotext', res.rawPayload, '-layout');
    for (const expected of [
      'Chành xe Minh Phát',
      'PHIẾU THU TIỀN',
      `Ngày in: ${formatDate(depotToday())}`,
      plate,
      'Lê Văn Lái',
      'Nguyễn Thị Ánh',
      '45 Lý Thường Kiệt',
      'Thành phố Hồ Chí Minh',
      'Ngày đến: 21-11-2026',
      // The web receipt's labels (spec 2 §2.6), the same words on both.
      'Ngày giao hàng: ....',
      'Còn phải thu',
      'Quét mã để chuyển khoản',
      'Thùng sơn Đông Á',
      'Đơn giá/kg',
      '12,35 kg',
      '418.525 đ',
      'Bằng chữ: Bốn trăm mười tám nghìn năm trăm hai mươi lăm đồng',
      'Vietcombank',
      '0011001234567',
      'NGUYEN VAN MINH',
      `PT 261121 X${s.car.id} K${s.customer.id}`,
      'Người nhận hàng',
      'Người thanh toán',
      'Người thu tiền',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Đã Đóng');
    // The QR code drawn in the PDF reads back as the VietQR of the amount due.
    const payload = readQr(res.rawPayload);
    expect(parseVietQr(payload)).toMatchObject({
      valid: true,
      bank_bin: '970436',
      amount: 418525,
      note: `PT 261121 X${s.car.id} K${s.customer.id}`,
    });
  });

  it('stamps Đã Đóng once every line is paid, and draws decomposed names composed (NFC)', async () => {
    const decomposed = 'Phạm Thị Thuỷ'.normalize('NFD');
    const s = await seedStatement(t, {
      date: '2026-11-22',
      paid: [true, true, true],
      full_name: decomposed,
    });
    const res = await pdf(printQuery({ ...s, date: '2026-11-22' }));
    const text = poppler('pdftotext', res.rawPayload);
    expect(text).toContain('Đã Đóng');
    expect(text).toContain('418.525 đ');
    expect(text).toContain('Phạm Thị Thuỷ'.normalize('NFC'));
    expect(text).not.toContain(decomposed);
  });

  it('embeds the Be Vietnam Pro font it draws with (no substitute on the reader side)', async () => {
    const s = await seedStatement(t, { date: '2026-11-27' });
    const fonts = poppler(
      'pdffonts',
      (await pdf(printQuery({ ...s, date: '2026-11-27' }))).rawPayload,
    );
    // `name type encoding emb sub uni object ID`, one row a font after two header lines.
    const rows = fonts.trim().split('\n').slice(2);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const [name, ...rest] = row.trim().split(/\s+/);
      // emb, sub, uni are the three yes/no columns before the object number and generation.
      const [emb] = rest.slice(-5);
      expect(name, row).toMatch(/^[A-Z]{6}\+BeVietnamPro-/);
      expect(emb, row).toBe('yes');
    }
    expect(fonts).toMatch(/BeVietnamPro-Regular/);
    expect(fonts).toMatch(/BeVietnamPro-Bold/);
  });

  it('is A5 by default and A4 when asked', async () => {
    const s = await seedStatement(t, { date: '2026-11-23' });
    const query = printQuery({ ...s, date: '2026-11-23' });
    const a5 = poppler('pdfinfo', (await pdf(query)).rawPayload);
    expect(a5).toMatch(/Page size:\s+419\.53 x 595\.28 pts/);
    expect(a5).toMatch(/Pages:\s+1\n/);
    const a4 = poppler('pdfinfo', (await pdf({ ...query, size: 'A4' })).rawPayload);
    expect(a4).toMatch(/Page size:\s+595\.28 x 841\.89 pts/);
    const bad = await pdf({ ...query, size: 'A3' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Khổ giấy là A5 hoặc A4');
  });

  it('repeats the table header on every page of a long receipt', async () => {
    const s = await seedStatement(t, { date: '2026-11-26' });
    const more = await buildProducts(t.db, 40, { customer_id: s.customer.id, price: 2000 });
    await buildTrip(t.db, { car: s.car, datetime_from: '2026-11-26', products: more });
    const bytes = (await pdf(printQuery({ ...s, date: '2026-11-26' }))).rawPayload;
    const pages = Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', bytes))![1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    let withLines = 0;
    for (let page = 1; page <= pages; page++) {
      const text = poppler('pdftotext', bytes, '-layout', '-f', String(page), '-l', String(page));
      if (!text.includes('Hàng thử')) continue;
      withLines += 1;
      expect(text, `trang ${page}`).toMatch(/STT\s+Tên\s+Số lượng\s+Quy cách/);
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
