import { QRPay } from 'vietnam-qr-pay';
import { describe, expect, it } from 'vitest';
import { parseVietQr, receiptReference, transferNote, vietQrPayload } from './vietqr';

const account = { bank_bin: '970436', account_number: '0011001234567' };

describe('vietQrPayload', () => {
  it('carries the bank, the account, the exact amount and the note, with a valid CRC', () => {
    const payload = vietQrPayload({ ...account, amount: 1_250_000, note: 'PT 261124 X4 K123' })!;
    expect(payload.startsWith('000201')).toBe(true);
    // The last four characters are the CRC-16 of everything before them, `6304` included.
    expect(payload.slice(-4)).toBe(QRPay.genCRCCode(payload.slice(0, -4)));
    expect(parseVietQr(payload)).toEqual({
      valid: true,
      ...account,
      amount: 1_250_000,
      note: 'PT 261124 X4 K123',
    });
  });

  it('a changed character breaks the CRC', () => {
    const payload = vietQrPayload({ ...account, amount: 90_000, note: 'PT' })!;
    expect(parseVietQr(payload.replace('90000', '99000')).valid).toBe(false);
  });

  it('folds the note to ASCII, so the lengths stay right', () => {
    const payload = vietQrPayload({
      ...account,
      amount: 5000,
      note: 'Nguyễn Văn Đức – xe 51C-123.45',
    })!;
    expect(parseVietQr(payload).note).toBe('NGUYEN VAN DUC XE 51C 123 45');
    expect(parseVietQr(payload).valid).toBe(true);
  });

  it('leaves the amount out when nothing is due', () => {
    const payload = vietQrPayload({ ...account, amount: 0, note: 'PT' })!;
    expect(parseVietQr(payload).amount).toBeUndefined();
  });

  it('is null until the depot sets a bank account', () => {
    expect(vietQrPayload({ bank_bin: '', account_number: '', amount: 1, note: '' })).toBeNull();
    expect(
      vietQrPayload({ bank_bin: '970436', account_number: '12', amount: 1, note: '' }),
    ).toBeNull();
  });

  it('refuses parts of a đồng', () => {
    expect(() => vietQrPayload({ ...account, amount: 1250000.5, note: '' })).toThrow(RangeError);
  });
});

describe('transferNote and receiptReference', () => {
  it('cuts the note at 50 characters', () => {
    expect(transferNote('a'.repeat(80))).toHaveLength(50);
  });
  it('names the statement by date, vehicle and customer', () => {
    expect(receiptReference({ car_id: 4, date: '2026-11-24', customer_id: 123 })).toBe(
      'PT 261124 X4 K123',
    );
  });
});
