import { lineAmount } from '@depot/shared/products/products.rules';
import { parseVietQr } from '@depot/shared/receipts/vietqr';
import { describe, expect, it } from 'vitest';
import { customerFullAddress } from '@depot/shared/locations/locations.rules';
import { SAMPLE_CUSTOMER, SAMPLE_LINES, sampleReceipt } from './sample-receipt';

const BANK = { bank_bin: '970436', account_number: '0071000123456' };

describe('the sample receipt of /in', () => {
  it('has three or four lines of each way of pricing', () => {
    const kinds = SAMPLE_LINES.map(({ product }) =>
      product.is_total_money ? 'lump' : product.price_type,
    );
    for (const kind of ['weight', 'package', 'lump'])
      expect(kinds.filter((k) => k === kind).length).toBeGreaterThanOrEqual(3);
  });

  it('totals its lines as the server would, and its QR asks for what is due', () => {
    const receipt = sampleReceipt(SAMPLE_LINES, BANK);
    const amounts = SAMPLE_LINES.map((line) => lineAmount(line.product));
    expect(SAMPLE_LINES.map((line) => line.amount)).toEqual(amounts);
    expect(receipt.sums.amount).toBe(3_021_500);
    expect(receipt.sums.collected).toBe(1_380_000);
    expect(receipt.sums.due).toBe(1_641_500);
    expect(receipt.is_close).toBe(false);
    expect(receipt.amount_words).toBe('Ba triệu không trăm hai mươi mốt nghìn năm trăm đồng');
    expect(receipt.due_words).toBe('Một triệu sáu trăm bốn mươi mốt nghìn năm trăm đồng');
    expect(receipt.reference).toBe('PT 261120 X4 K123');
    expect(parseVietQr(receipt.vietqr!)).toMatchObject({
      valid: true,
      bank_bin: BANK.bank_bin,
      amount: 1_641_500,
      note: 'PT 261120 X4 K123',
    });
  });

  it('is closed with the stamp and no QR once every line is paid', () => {
    const paid = SAMPLE_LINES.map((l) => ({ ...l, product: { ...l.product, is_paid: true } }));
    const receipt = sampleReceipt(paid, BANK);
    expect(receipt.is_close).toBe(true);
    expect(receipt.sums.due).toBe(0);
    expect(receipt.vietqr).toBeNull();
  });

  it('has no QR while the depot has no bank account', () => {
    expect(sampleReceipt(SAMPLE_LINES, { bank_bin: '', account_number: '' }).vietqr).toBeNull();
  });
});

describe('customerFullAddress', () => {
  it('writes the house, then ward, district and province each with its type', () => {
    expect(customerFullAddress(SAMPLE_CUSTOMER)).toBe(
      '25 Trần Hưng Đạo, Phường 2, Quận 5, Thành phố Hồ Chí Minh',
    );
    expect(customerFullAddress({ ...SAMPLE_CUSTOMER, number_house: ' ' })).toBe(
      'Phường 2, Quận 5, Thành phố Hồ Chí Minh',
    );
  });
});
