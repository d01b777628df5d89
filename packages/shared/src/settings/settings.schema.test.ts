import { describe, expect, it } from 'vitest';
import { VIETQR_BANKS, bankByBin } from './banks';
import { DEFAULT_SETTINGS, settingsBodySchema } from './settings.schema';

const valid = {
  ...DEFAULT_SETTINGS,
  depot_name: 'Chành xe Minh Phát',
  address: '12 Nguyễn Trãi, Q. 5, TP. Hồ Chí Minh',
  hotline: '0909 123 456',
  bank_bin: '970436',
  account_number: '0011001234567',
  account_holder: 'NGUYEN VAN MINH',
};

function messages(body: unknown) {
  const result = settingsBodySchema.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('settings', () => {
  it('lists the VietQR banks by short name, with Vietcombank at its BIN', () => {
    expect(VIETQR_BANKS.length).toBeGreaterThan(40);
    expect(bankByBin('970436')?.short_name).toBe('Vietcombank');
  });

  it('the defaults are valid without a bank account', () => {
    expect(settingsBodySchema.safeParse(DEFAULT_SETTINGS).success).toBe(true);
    expect(settingsBodySchema.parse(valid).hotline).toBe('0909 123 456');
  });

  it('names each wrong field in Vietnamese', () => {
    expect(
      messages({
        ...valid,
        depot_name: ' ',
        hotline: 'gọi tôi',
        bank_bin: '123456',
        account_number: '12 34',
      }),
    ).toEqual({
      depot_name: 'Vui lòng nhập tên chành xe',
      hotline: 'Hotline chỉ gồm số điện thoại (chữ số, khoảng trắng, . - + /)',
      bank_bin: 'Ngân hàng không có trong danh sách VietQR',
      account_number: 'Số tài khoản gồm 4–19 chữ số hoặc chữ cái, không dấu cách',
    });
  });

  it('a bank account is all three fields or none', () => {
    expect(messages({ ...valid, account_holder: '' })).toEqual({
      account_holder: 'Nhập đủ ngân hàng, số tài khoản và chủ tài khoản (hoặc để trống cả ba)',
    });
  });
});
