import { amountInWords } from '@depot/shared/receipts/amount-words';
import {
  CAR_NOT_FOUND,
  CUSTOMER_NOT_FOUND,
  MISSING_CAR_OR_CUSTOMER,
  NOTHING_TO_PRINT,
  type Receipt,
} from '@depot/shared/receipts/receipts.schema';
import { parseVietQr, receiptReference } from '@depot/shared/receipts/vietqr';
import { statementTotals } from '@depot/shared/trips/trips.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProduct, buildTrip } from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { printQuery, saveSettings, seedStatement } from './receipts.test-support';
import { callEndpoint, type WireQueryOf } from '../../../test/contract-call';
import { receiptsApi } from '@depot/shared/receipts/receipts.contract';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
});
afterAll(() => t.close());

const print = (query: WireQueryOf<typeof receiptsApi.get>) =>
  callEndpoint(t, receiptsApi.get, { query, token: t.token });

describe('GET /api/transport/print', () => {
  it('gives the receipt: car, customer with address units, lines in loading order, totals', async () => {
    const s = await seedStatement(t, { date: '2026-11-02' });
    // Loaded after the other three although its code comes first: loading order decides.
    const late = await buildProduct(t.db, {
      customer_id: s.customer.id,
      price: 700,
      total_weight: 2,
    });
    await buildTrip(t.db, { car: s.car, datetime_from: '2026-11-02', products: [late] });
    const res = await print(printQuery({ ...s, date: '2026-11-02' }));
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    const receipt = res.data as Receipt;
    expect(receipt.car).toEqual({
      id: s.car.id,
      number_car: s.car.number_car,
      driver_name: 'Lê Văn Lái',
      total_weight: 5000,
    });
    expect(receipt.fullDatefrom).toBe('2026-11-02');
    expect(receipt.customer).toMatchObject({
      id: s.customer.id,
      full_name: 'Nguyễn Thị Ánh',
      phone: '0912345678',
      number_house: '45 Lý Thường Kiệt',
      province_id: { id: 79, name: 'Hồ Chí Minh', type: 'Thành phố' },
    });
    expect(receipt.customer.ward_id).toEqual(s.customer.ward_id);
    expect(receipt.data.map((l) => l.product.name)).toEqual([
      'Thùng sơn Đông Á',
      'Bao gạo',
      'Tủ lạnh cũ',
      late.name,
    ]);
    expect(receipt.data.map((l) => l.amount)).toEqual([18525, 150000, 250000, 1400]);
    expect(receipt.data[1]!.product).toMatchObject({ price_type: 'package', specification: null });
    expect(receipt.data[0]!.product.specification?.name).toBeTruthy();
    expect(receipt.sums).toEqual(statementTotals(receipt.data.map((l) => l.product)));
    expect(receipt.sums).toMatchObject({ lines: 4, quantity: 7, amount: 419925, due: 419925 });
    expect(receipt.sums.total_weight).toBe(124.35);
    expect(receipt.is_close).toBe(false);
    expect(receipt.amount_words).toBe(amountInWords(419925));
    expect(receipt.amount_words).toBe('Bốn trăm mười chín nghìn chín trăm hai mươi lăm đồng');
    expect(receipt.reference).toBe(
      receiptReference({ car_id: s.car.id, date: '2026-11-02', customer_id: s.customer.id }),
    );
    // A fresh install has no bank account: no QR code, and the placeholders say so.
    expect(receipt.vietqr).toBeNull();
    expect(receipt.depot.configured).toBe(false);
  });

  it('carries a VietQR of the amount due with the reference once the bank is set', async () => {
    await saveSettings(t);
    const s = await seedStatement(t, { date: '2026-11-03', paid: [false, true, false] });
    const res = await print(printQuery({ ...s, date: '2026-11-03' }));
    const receipt = res.data as Receipt;
    expect(receipt.sums).toMatchObject({ amount: 418525, collected: 150000, due: 268525 });
    expect(receipt.depot).toMatchObject({ depot_name: 'Chành xe Minh Phát', configured: true });
    expect(parseVietQr(receipt.vietqr!)).toEqual({
      valid: true,
      bank_bin: '970436',
      account_number: '0011001234567',
      amount: 268525,
      note: receipt.reference,
    });
  });

  it('is closed (Đã Đóng) only when every line is paid, and has no QR code then', async () => {
    const s = await seedStatement(t, { date: '2026-11-04', paid: [true, true, true] });
    const res = await print(printQuery({ ...s, date: '2026-11-04' }));
    expect(res.data).toMatchObject({
      is_close: true,
      vietqr: null,
      sums: { amount: 418525, collected: 418525, due: 0 },
      // Paid in full: the total in words, not `Không đồng` (docs/domain.md); nothing due to write.
      amount_words: 'Bốn trăm mười tám nghìn năm trăm hai mươi lăm đồng',
      due_words: null,
    });
  });

  it('leaves out archived lines, archived trips, other dates and other customers', async () => {
    const s = await seedStatement(t, { date: '2026-11-05' });
    const other = await seedStatement(t, {
      date: '2026-11-05',
      car: s.car,
      full_name: 'Trần Văn B',
    });
    const archived = await callEndpoint(t, transportLinesApi.archive, {
      params: { transport_id: s.items[0]!.id },
      token: t.token,
    });
    expect(archived.status).toBe(200);
    await seedStatement(t, { date: '2026-11-06', car: s.car });
    const res = await print(printQuery({ ...s, date: '2026-11-05' }));
    expect(res.data.data.map((l: { id: number }) => l.id)).toEqual(
      s.items.slice(1).map((i) => i.id),
    );
    expect(res.data.sums.amount).toBe(400000);
    // The whole list deleted (archived trip): nothing left to print for the other customer.
    const gone = await callEndpoint(t, tripsApi.archive, {
      query: { car_id: String(s.car.id), date_from: '2026-11-05', date_to: '2026-11-05' },
      token: t.token,
    });
    expect(gone.status, JSON.stringify(gone.raw)).toBe(200);
    const after = await print(printQuery({ ...other, date: '2026-11-05' }));
    expect(after.status).toBe(404);
    expect(after.message).toBe(NOTHING_TO_PRINT);
  });

  it('says which of the vehicle, the customer or the goods is missing', async () => {
    const s = await seedStatement(t, { date: '2026-11-07' });
    const q = printQuery({ ...s, date: '2026-11-07' });
    const noCar = await print({ ...q, car_id: '999999' });
    expect([noCar.status, noCar.message]).toEqual([404, CAR_NOT_FOUND]);
    const noCustomer = await print({ ...q, customer_id: '999999' });
    expect([noCustomer.status, noCustomer.message]).toEqual([404, CUSTOMER_NOT_FOUND]);
    const noGoods = await print({ ...q, datefrom: '2026-11-08' });
    expect([noGoods.status, noGoods.message]).toEqual([404, NOTHING_TO_PRINT]);
  });

  it('refuses a print without the vehicle or the customer, or with a bad date (400)', async () => {
    const { car_id: _c, ...noCar } = printQuery({
      car: { id: 1 },
      customer: { id: 1 },
      date: '2026-11-07',
    });
    for (const query of [noCar, { car_id: '1', datefrom: '2026-11-07' }]) {
      const res = await print(query);
      expect(res.status).toBe(400);
      expect(res.message).toBe(MISSING_CAR_OR_CUSTOMER);
    }
    const badDate = await print({ car_id: '1', customer_id: '1', datefrom: '07-11-2026' });
    expect(badDate.status).toBe(400);
    expect(badDate.errors).toHaveProperty('datefrom');
    const signedOut = await call(t, { url: '/api/transport/print', query: { car_id: '1' } });
    expect(signedOut.status).toBe(401);
  });
});
