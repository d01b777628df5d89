import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@depot/shared/settings/settings.schema';
import {
  BANK_OPTIONS,
  bankMatches,
  formValuesOf,
  settingsBodyOf,
  timeZoneOptions,
  wholeBodyIssue,
  zoneMatches,
} from './settings-form-values';

const filled = {
  ...DEFAULT_SETTINGS,
  depot_name: 'Chành xe Phú Quý',
  address: '12 Lê Lợi, Quận 1',
  hotline: '0903 123 456',
};

describe('the bank select', () => {
  it('finds a bank by part of its short name or its accented full name, accents aside', () => {
    const found = (keyword: string) =>
      BANK_OPTIONS.filter((option) => bankMatches(option, keyword)).map((o) => o.label);
    expect(found('vietcom')).toContain('Vietcombank — Ngân hàng TMCP Ngoại Thương Việt Nam');
    expect(found('ngoai thuong')).toContain('Vietcombank — Ngân hàng TMCP Ngoại Thương Việt Nam');
    expect(found('VIETCOM').length).toBe(found('vietcom').length);
    expect(found('zzzz')).toEqual([]);
  });
});

describe('the time zone select', () => {
  it('lists Vietnam first and finds a zone by words, accents and underscores aside', () => {
    const options = timeZoneOptions();
    expect(options[0]).toMatchObject({ value: 'Asia/Ho_Chi_Minh' });
    expect(options[0]!.label).toBe('Asia/Ho_Chi_Minh — Việt Nam (GMT+07:00)');
    const found = (keyword: string) =>
      options.filter((o) => zoneMatches(o, keyword)).map((o) => o.value);
    expect(found('viet nam')).toEqual(['Asia/Ho_Chi_Minh']);
    expect(found('ho_chi')).toEqual(['Asia/Ho_Chi_Minh']);
    expect(found('new york')).toEqual(['America/New_York']);
  });
});

describe('the settings body', () => {
  it('sends every field, an emptied one as an empty text', () => {
    const body = settingsBodyOf({ ...filled, account_holder: undefined, bank_bin: null });
    expect(body.account_holder).toBe('');
    expect(body.bank_bin).toBe('');
    // The eight printed fields, the time zone, the three switches of what staff see, the
    // thu hộ fee's two figures and the public address of printed links.
    expect(Object.keys(body)).toHaveLength(15);
    expect(settingsBodyOf({ ...filled, public_url: undefined }).public_url).toBe('');
    expect(body).toMatchObject({ time_zone: 'Asia/Ho_Chi_Minh', staff_see_dashboard: true });
    expect(settingsBodyOf({ ...filled, cod_fee_percent: undefined })).toMatchObject({
      cod_fee_percent: 0,
    });
    expect(settingsBodyOf({ ...filled, cod_fee_percent: 1.5, cod_fee_min: 20_000 })).toMatchObject({
      cod_fee_percent: 1.5,
      cod_fee_min: 20_000,
    });
  });

  it('round-trips the stored settings without their bookkeeping fields', () => {
    const values = formValuesOf({ ...filled, configured: true, updated_at: null });
    expect(values).toEqual(filled);
  });

  it('asks for the rest of a bank account once one of its fields is filled', () => {
    const values = { ...filled, bank_bin: '970436' };
    expect(wholeBodyIssue(values, 'account_number')).toBe(
      'Nhập đủ ngân hàng, số tài khoản và chủ tài khoản (hoặc để trống cả ba)',
    );
    expect(wholeBodyIssue(values, 'bank_bin')).toBeUndefined();
    expect(wholeBodyIssue(filled, 'account_number')).toBeUndefined();
    const complete = { ...values, account_number: '0071000123456', account_holder: 'NGUYEN VAN A' };
    expect(wholeBodyIssue(complete, 'account_holder')).toBeUndefined();
    // A malformed number is its own rule's to say, not said twice.
    expect(
      wholeBodyIssue({ ...values, account_number: '00 71' }, 'account_number'),
    ).toBeUndefined();
  });
});
